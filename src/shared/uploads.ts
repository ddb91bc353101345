import { z } from 'zod';

/** Contracts of the editor's image uploads (product.md §5 gift and divider images, §7 upload calls). */

/** What an image is uploaded for: `POST /api/uploads/{kind}`. */
export const UPLOAD_KINDS = ['gift', 'divider'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The answer to an upload: the stored image's public URL (/files/…). */
export const uploadedImageSchema = /* @__PURE__ */ (() => z.object({ url: z.string() }))();
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** `DELETE /api/uploads`: one of the user's own uploads, by its URL. */
export const deleteUploadBodySchema = /* @__PURE__ */ (() => z.object({ url: z.string().max(500) }))();
export type DeleteUploadBody = z.infer<typeof deleteUploadBodySchema>;
