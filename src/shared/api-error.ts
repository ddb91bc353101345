import { z } from 'zod';

/** The one shape of every API error (issue: JSON errors of one shape). */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), /** The editor step that fails (VALIDATION_ERROR on a save), by id. */ step: z.string().optional() }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
