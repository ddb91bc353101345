import { z } from 'zod';

/** GET /api/config: the settings the web app needs (the editor's tutorial video, the payment QR image). */
export const appConfigSchema = /* @__PURE__ */ (() =>
  z.object({
    tutorialVideoUrl: z.string().nullable(),
    paymentQrImageUrl: z.string(),
  }))();
export type AppConfig = z.infer<typeof appConfigSchema>;
