import { z } from 'zod';
import { QR_CHECKS } from './gift-methods';

/** Contracts of the editor's image uploads (product.md §5 gift and divider images, §7 upload calls). */

/** What an image is uploaded for: `POST /api/uploads/{kind}`. */
export const UPLOAD_KINDS = ['gift', 'divider'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * The answer to an upload: the stored image's public URL (/files/…). A gift image also says what the
 * server read in its QR (`qr`, shared/gift-methods.ts QR_CHECKS): a warning for the host, never a refusal.
 */
export const uploadedImageSchema = /* @__PURE__ */ (() => z.object({ url: z.string(), qr: z.enum(QR_CHECKS).optional() }))();
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** `DELETE /api/uploads`: one of the user's own uploads, by its URL. */
export const deleteUploadBodySchema = /* @__PURE__ */ (() => z.object({ url: z.string().max(500) }))();
export type DeleteUploadBody = z.infer<typeof deleteUploadBodySchema>;
