import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@shared/messages';
import { accentOf, type TemplateFields, type TemplateStatus } from '@shared/template-form';
import type { Template } from '@shared/templates';
import { isUuid } from '@shared/ids';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { invitations, templates } from '@server/db/schema';
import { parseFileUrl, PURPOSE_BUCKET, removeFile, storeFile } from '@server/lib/files';
import { HttpError, notFound } from '@server/lib/http-error';
import { reencodeImage, sniffImage } from '@server/lib/images';
import { toTemplateDto } from './service';

/** Longest side kept: a 9:16 artwork keeps 1350 px of width, above the largest variant (1080). */
const TEMPLATE_IMAGE_MAX_SIDE = 2400;
const TEMPLATE_NOT_FOUND = 'Template not found';

/** An uploaded image: its bytes and the name the browser gave it (used only for the storage key). */
export interface ImageUpload {
  body: Buffer;
  fileName: string;
}

type Kind = 'template' | 'preview';
const BUCKET = { template: PURPOSE_BUCKET.templateImage, preview: PURPOSE_BUCKET.templatePreview } as const;

/**
 * product.md §7 storage names: template_{random id}_{name with spaces as underscores}, and
 * preview_{random id}_{name}. The name is reduced to the storage key's safe characters and the
 * extension becomes .webp, which is what the bytes are after re-encoding.
 */
export function templateImageKey(kind: Kind, fileName: string): string {
  const base = fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/^[._-]+/, '')
    .slice(0, 60);
  return `${kind}_${randomBytes(8).toString('hex')}_${base || 'image'}.webp`;
}

/** Checks the bytes, re-encodes to WebP (no metadata, bounded size) and stores the file publicly. */
async function storeTemplateImage(ctx: AppContext, kind: Kind, upload: ImageUpload): Promise<string> {
  if (!sniffImage(upload.body)) throw new HttpError(400, 'NOT_AN_IMAGE', MESSAGES.templateImageNotImage);
  const output = await reencodeImage(upload.body, 'webp', { maxSide: TEMPLATE_IMAGE_MAX_SIDE });
  if (!output) throw new HttpError(400, 'NOT_AN_IMAGE', MESSAGES.templateImageNotImage);
  // No owner: a template's files belong to the template, and go with it.
  const stored = await storeFile(ctx, {
    bucket: BUCKET[kind],
    key: templateImageKey(kind, upload.fileName),
    body: output,
    contentType: 'image/webp',
    isPublic: true,
  });
  return stored.url;
}

/**
 * Removes a template's image file, its row and its computed variants, unless an invitation still
 * shows it: invitations keep the template's image URL in their own data, so deleting or replacing a
 * template never blanks a host's invitation. Failures are logged: an orphan file is harmless.
 */
async function removeTemplateFile(ctx: AppContext, url: string | null): Promise<void> {
  const file = url ? parseFileUrl(url) : null;
  // Only a template's own kinds of file: a URL of another kind is never removed from here.
  if (!url || !file || (file.purpose !== 'templateImage' && file.purpose !== 'templatePreview')) return;
  try {
    const { db } = ctx.database;
    const [inUse] = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(sql`${invitations.template}->>'imageUrl' = ${url}`)
      .limit(1);
    if (inUse) return;
    await removeFile(ctx, { bucket: file.bucket, key: file.key });
  } catch (error) {
    ctx.log.warn({ err: error, url }, 'could not remove a template image');
  }
}

/** One template whatever its status (the admin sees Drafts); null for a missing or malformed id. */
export async function getTemplateForAdmin(db: Db, id: string): Promise<Template | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  return row ? toTemplateDto(row) : null;
}

/** product.md §7 Template insert; a new template is a Draft until the admin publishes it (product.md §4). */
export async function createTemplate(ctx: AppContext, fields: TemplateFields, images: { image: ImageUpload; previewImage?: ImageUpload }): Promise<Template> {
  const imageUrl = await storeTemplateImage(ctx, 'template', images.image);
  let previewImageUrl: string | null = null;
  try {
    if (images.previewImage) previewImageUrl = await storeTemplateImage(ctx, 'preview', images.previewImage);
    const [row] = await ctx.database.db
      .insert(templates)
      .values({
        name: fields.name,
        category: fields.category,
        imageUrl,
        previewImageUrl,
        dominantColors: fields.dominant_colors,
        accentColor: accentOf(fields.dominant_colors),
        templateStatus: 'Draft',
      })
      .returning();
    if (!row) throw new Error('template not written');
    return toTemplateDto(row);
  } catch (error) {
    // Nothing points at the new files: take them away again.
    await removeTemplateFile(ctx, imageUrl);
    await removeTemplateFile(ctx, previewImageUrl);
    throw error;
  }
}

/**
 * product.md §7 Template update: the fields, and each image only when a new one is sent (the old file is
 * then removed). `removePreviewImage` drops the preview image, so the main image is the thumbnail.
 */
export async function updateTemplate(
  ctx: AppContext,
  id: string,
  fields: TemplateFields,
  images: { image?: ImageUpload; previewImage?: ImageUpload; removePreviewImage?: boolean },
): Promise<Template> {
  const { db } = ctx.database;
  if (!isUuid(id)) throw notFound(TEMPLATE_NOT_FOUND);
  const [current] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  if (!current) throw notFound(TEMPLATE_NOT_FOUND);

  const newImageUrl = images.image ? await storeTemplateImage(ctx, 'template', images.image) : null;
  let newPreviewUrl: string | null = null;
  let row: typeof templates.$inferSelect | undefined;
  try {
    if (images.previewImage) newPreviewUrl = await storeTemplateImage(ctx, 'preview', images.previewImage);
    const previewImageUrl = newPreviewUrl ?? (images.removePreviewImage ? null : current.previewImageUrl);
    [row] = await db
      .update(templates)
      .set({
        name: fields.name,
        category: fields.category,
        imageUrl: newImageUrl ?? current.imageUrl,
        previewImageUrl,
        dominantColors: fields.dominant_colors,
        accentColor: accentOf(fields.dominant_colors),
        updatedAt: new Date(),
      })
      .where(eq(templates.id, id))
      .returning();
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  } catch (error) {
    await removeTemplateFile(ctx, newImageUrl);
    await removeTemplateFile(ctx, newPreviewUrl);
    throw error;
  }
  if (newImageUrl) await removeTemplateFile(ctx, current.imageUrl);
  if (current.previewImageUrl && current.previewImageUrl !== row.previewImageUrl) await removeTemplateFile(ctx, current.previewImageUrl);
  return toTemplateDto(row);
}

/** Publish or unpublish (product.md §4): only a Published template reaches the gallery, carousel and editor. */
export async function setTemplateStatus(db: Db, id: string, status: TemplateStatus): Promise<Template> {
  if (!isUuid(id)) throw notFound(TEMPLATE_NOT_FOUND);
  const [row] = await db.update(templates).set({ templateStatus: status, updatedAt: new Date() }).where(eq(templates.id, id)).returning();
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return toTemplateDto(row);
}

/**
 * product.md §7 Template delete: the row, then its files from template_images and preview_images. Its
 * preview invitation stays (an invitation like any other, managed under /admin/invitations), and
 * so does any image an invitation still shows (see removeTemplateFile).
 */
export async function deleteTemplate(ctx: AppContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(TEMPLATE_NOT_FOUND);
  const [row] = await ctx.database.db.delete(templates).where(eq(templates.id, id)).returning();
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  await removeTemplateFile(ctx, row.imageUrl);
  await removeTemplateFile(ctx, row.previewImageUrl);
}
