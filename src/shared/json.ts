import { z } from 'zod';

/** A JSON object whose keys the reader checks itself (a scheduled job's payload, per kind). */
export const jsonObjectSchema = /* @__PURE__ */ (() => z.record(z.string(), z.unknown()))();
export type JsonObject = z.infer<typeof jsonObjectSchema>;
