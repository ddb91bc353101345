import { z } from 'zod';
import { HEX_COLOR_PATTERN } from './colors';
import { TEMPLATE_CATEGORIES } from './constants';
import { MESSAGES } from './messages';

/**
 * The admin's template form (product.md §5 Template form): one contract for the form and the
 * create/update routes. The images travel beside these fields as multipart files; the server
 * checks them by content.
 */

export const TEMPLATE_NAME_MAX_LENGTH = 100;
/** Colours the form keeps (primary, secondary, accent); more are refused rather than silently dropped. */
export const TEMPLATE_COLORS_MAX = 12;
/** An upload above this is refused before it is all read (the server re-encodes and shrinks it anyway). */
export const TEMPLATE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The byte limit in MB, as messages state it. */
export const TEMPLATE_IMAGE_MAX_MB = TEMPLATE_IMAGE_MAX_BYTES / (1024 * 1024);
/** Decoded size limit in megapixels (the server's MAX_INPUT_PIXELS): a small file may still decode to a huge bitmap. */
export const TEMPLATE_IMAGE_MAX_MEGAPIXELS = 40;

/** What the admin's template screens say (product.md §2 Admin, issue 20). */
export const TEMPLATE_MESSAGES = {
  /** The server cannot tell an oversized upload's size (it stops reading at the limit). */
  imageTooLarge: `This image is larger than ${TEMPLATE_IMAGE_MAX_MB} MB. Please choose an image of at most ${TEMPLATE_IMAGE_MAX_MB} MB.`,
  imageTooManyPixels: `This image is too large: at most ${TEMPLATE_IMAGE_MAX_MEGAPIXELS} megapixels (for example 5000 × 8000 pixels). Please choose a smaller image.`,
  colorsSuggested: 'Colours suggested from the image. You can change them.',
  colorsNotSuggested: 'Could not suggest colours from this image; please choose them yourself.',
  suggesting: 'Suggesting colours from the image…',
} as const;

/** The browser's message for a chosen file over the limit, with its size (one decimal). */
export function imageTooLargeMessage(bytes: number): string {
  const mb = Math.max(TEMPLATE_IMAGE_MAX_MB + 0.1, Math.floor((bytes / (1024 * 1024)) * 10) / 10);
  return `This image is ${mb.toFixed(1)} MB; the limit is ${TEMPLATE_IMAGE_MAX_MB} MB. Please choose a smaller image.`;
}

/** Why a template cannot be deleted (409 from DELETE /api/admin/templates/:id). */
export function templateInUseMessage(count: number): string {
  return `This template is used by ${count} ${count === 1 ? 'invitation' : 'invitations'}, so it cannot be deleted.`;
}

/** What the image inputs accept; the server decides by the bytes, not by this list. */
export const TEMPLATE_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** The multipart field names of POST/PUT /api/admin/templates. */
export const TEMPLATE_FORM_FIELDS = {
  name: 'name',
  category: 'category',
  /** A JSON array of hex strings. */
  colors: 'dominant_colors',
  image: 'image',
  previewImage: 'previewImage',
  /** 'true' on update to drop the current preview image. */
  removePreviewImage: 'removePreviewImage',
} as const;

export const templateFieldsSchema = z.object({
  name: z
    .string({ error: MESSAGES.templateNameRequired })
    .trim()
    .min(1, MESSAGES.templateNameRequired)
    .max(TEMPLATE_NAME_MAX_LENGTH, `Please use at most ${TEMPLATE_NAME_MAX_LENGTH} characters`),
  category: z.enum(TEMPLATE_CATEGORIES, { error: MESSAGES.templateCategoryRequired }),
  dominant_colors: z
    .array(z.string().regex(HEX_COLOR_PATTERN, MESSAGES.templateColorInvalid).transform((hex) => hex.toLowerCase()), {
      error: MESSAGES.templateColorsRequired,
    })
    .min(3, MESSAGES.templateColorsRequired)
    .max(TEMPLATE_COLORS_MAX, `Please use at most ${TEMPLATE_COLORS_MAX} colours`),
});
export type TemplateFields = z.output<typeof templateFieldsSchema>;
export type TemplateFieldsInput = z.input<typeof templateFieldsSchema>;

export const TEMPLATE_STATUSES = ['Published', 'Draft'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** PATCH /api/admin/templates/:id/status */
export const templateStatusBodySchema = z.object({ template_status: z.enum(TEMPLATE_STATUSES) });

/** The accent colour is the third dominant colour (product.md §3: primary, secondary, accent). */
export function accentOf(colors: readonly string[]): string | null {
  return colors[2] ?? null;
}
