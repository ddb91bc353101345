import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@shared/messages';
import { accentOf, TEMPLATE_MESSAGES, templateInUseMessage, type TemplateFields, type TemplateStatus } from '@shared/template-form';
import type { AdminTemplateListQuery, AdminTemplateListResponse, Template } from '@shared/templates';
import { isUuid } from '@shared/ids';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { files, invitations, templates } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/features/audit/service';
import { forgetInvitation } from '@server/features/invitations/page-cache';
import { deleteInvitationRow } from '@server/features/invitations/service';
import { parseFileUrl, PURPOSE_BUCKET, removeFile, removeFileBytes, storeFile, type RemovedFile } from '@server/lib/files';
import { HttpError, notFound } from '@server/lib/http-error';
import { imageDimensions, MAX_INPUT_PIXELS, reencodeImage, sniffImage } from '@server/lib/images';
import { suggestColors } from './colors';
import { pageOfTemplates, toTemplateDto, type TemplateRow } from './service';

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

/**
 * Checks an upload before any decoding: a raster image by its bytes, whose header states at most the
 * pixel limit (a small file can still decode to a huge bitmap). Reading the header costs nothing.
 */
async function checkImage(body: Buffer): Promise<void> {
  if (!sniffImage(body)) throw new HttpError(400, 'NOT_AN_IMAGE', MESSAGES.templateImageNotImage);
  const size = await imageDimensions(body);
  if (!size) throw new HttpError(400, 'NOT_AN_IMAGE', MESSAGES.templateImageNotImage);
  if (size.width * size.height > MAX_INPUT_PIXELS) throw new HttpError(413, 'IMAGE_TOO_LARGE', TEMPLATE_MESSAGES.imageTooManyPixels);
}

/** Three colours suggested from an uploaded image (colors.ts), checked like a template's image. */
export async function suggestTemplateColors(upload: ImageUpload): Promise<string[]> {
  await checkImage(upload.body);
  try {
    return await suggestColors(upload.body);
  } catch {
    throw new HttpError(400, 'NOT_AN_IMAGE', MESSAGES.templateImageNotImage);
  }
}

/** Checks the bytes, re-encodes to WebP (no metadata, bounded size) and stores the file publicly. */
async function storeTemplateImage(ctx: AppContext, kind: Kind, upload: ImageUpload): Promise<string> {
  await checkImage(upload.body);
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
 * The template's own file at `url`, when it may go: null for a URL of another kind (never removed
 * from here) and for an image an invitation still shows. Both ways a template's images are removed
 * (replaced, deleted) ask this one question.
 */
async function unusedTemplateFile(db: Db, url: string | null): Promise<{ bucket: string; key: string } | null> {
  const file = url ? parseFileUrl(url) : null;
  if (!url || !file || (file.purpose !== 'templateImage' && file.purpose !== 'templatePreview')) return null;
  const [inUse] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(sql`${invitations.template}->>'imageUrl' = ${url}`)
    .limit(1);
  return inUse ? null : file;
}

/**
 * Removes a template's image file, its row and its computed variants, unless an invitation still
 * shows it: invitations keep the template's image URL in their own data, so deleting or replacing a
 * template never blanks a host's invitation. Failures are logged: an orphan file is harmless.
 */
async function removeTemplateFile(ctx: AppContext, url: string | null): Promise<void> {
  try {
    const file = await unusedTemplateFile(ctx.database.db, url);
    if (file) await removeFile(ctx, { bucket: file.bucket, key: file.key });
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

/**
 * How many invitations use each template (invitations keep the chosen template's id in their
 * `template` jsonb, shared/templates.ts toSelectedTemplate), not counting a template's own preview
 * invitation (an owner-less invitation its preview_id names).
 */
async function usageCounts(db: Db | Tx, ids: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (ids.length === 0) return counts;
  const templateId = sql<string>`${invitations.template}->>'id'`;
  const rows = await db
    .select({ id: templateId, value: count() })
    .from(invitations)
    .leftJoin(templates, and(eq(templates.previewId, invitations.id), sql`${templates.id}::text = ${invitations.template}->>'id'`))
    .where(and(inArray(templateId, [...ids]), or(isNull(templates.id), isNotNull(invitations.userId))))
    .groupBy(templateId);
  for (const row of rows) counts.set(row.id, Number(row.value));
  return counts;
}

/** The admin's list (product.md §2 Admin): search on name or category, category filter, paged, Drafts included, with each one's use. */
export async function listAdminTemplates(db: Db, query: AdminTemplateListQuery): Promise<AdminTemplateListResponse> {
  const { rows, ...page } = await pageOfTemplates(db, query, false);
  const counts = await usageCounts(
    db,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => ({ ...toTemplateDto(row), invitation_count: counts.get(row.id) ?? 0 })), ...page };
}

/** What an audit entry records of a template (before and after a change). */
function auditView(row: TemplateRow) {
  const template = toTemplateDto(row);
  return {
    name: template.name,
    category: template.category,
    status: template.template_status,
    colors: template.dominant_colors,
    image: template.image_url,
    preview_image: template.preview_image_url,
  };
}

/** product.md §7 Template insert; a new template is a Draft until the admin publishes it (product.md §4). */
export async function createTemplate(ctx: AppContext, actor: AuditActor, fields: TemplateFields, images: { image: ImageUpload; previewImage?: ImageUpload }): Promise<Template> {
  const imageUrl = await storeTemplateImage(ctx, 'template', images.image);
  let previewImageUrl: string | null = null;
  try {
    if (images.previewImage) previewImageUrl = await storeTemplateImage(ctx, 'preview', images.previewImage);
    const row = await ctx.database.db.transaction(async (tx) => {
      const [inserted] = await tx
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
      if (!inserted) throw new Error('template not written');
      await recordAudit(tx, actor, { action: 'template.create', subjectType: 'template', subjectId: inserted.id, subjectLabel: inserted.name, after: auditView(inserted) });
      return inserted;
    });
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
  actor: AuditActor,
  id: string,
  fields: TemplateFields,
  images: { image?: ImageUpload; previewImage?: ImageUpload; removePreviewImage?: boolean },
): Promise<Template> {
  const { db } = ctx.database;
  if (!isUuid(id)) throw notFound(TEMPLATE_NOT_FOUND);
  // Checked before any file is stored; the transaction below reads it again, locked.
  const [current] = await db.select({ id: templates.id }).from(templates).where(eq(templates.id, id)).limit(1);
  if (!current) throw notFound(TEMPLATE_NOT_FOUND);

  const newImageUrl = images.image ? await storeTemplateImage(ctx, 'template', images.image) : null;
  let newPreviewUrl: string | null = null;
  let result: { before: TemplateRow; row: TemplateRow };
  try {
    if (images.previewImage) newPreviewUrl = await storeTemplateImage(ctx, 'preview', images.previewImage);
    result = await db.transaction(async (tx) => {
      // Locked, so the entry's "before" is the row this update replaces.
      const [before] = await tx.select().from(templates).where(eq(templates.id, id)).for('update');
      if (!before) throw notFound(TEMPLATE_NOT_FOUND);
      const [updated] = await tx
        .update(templates)
        .set({
          name: fields.name,
          category: fields.category,
          imageUrl: newImageUrl ?? before.imageUrl,
          previewImageUrl: newPreviewUrl ?? (images.removePreviewImage ? null : before.previewImageUrl),
          dominantColors: fields.dominant_colors,
          accentColor: accentOf(fields.dominant_colors),
          updatedAt: new Date(),
        })
        .where(eq(templates.id, id))
        .returning();
      if (!updated) throw notFound(TEMPLATE_NOT_FOUND);
      await recordAudit(tx, actor, { action: 'template.update', subjectType: 'template', subjectId: id, subjectLabel: updated.name, before: auditView(before), after: auditView(updated) });
      return { before, row: updated };
    });
  } catch (error) {
    await removeTemplateFile(ctx, newImageUrl);
    await removeTemplateFile(ctx, newPreviewUrl);
    throw error;
  }
  const { before, row } = result;
  if (newImageUrl) await removeTemplateFile(ctx, before.imageUrl);
  if (before.previewImageUrl && before.previewImageUrl !== row.previewImageUrl) await removeTemplateFile(ctx, before.previewImageUrl);
  return toTemplateDto(row);
}

/** Publish or unpublish (product.md §4): only a Published template reaches the gallery, carousel and editor. Audited as an update. */
export async function setTemplateStatus(db: Db, actor: AuditActor, id: string, status: TemplateStatus): Promise<Template> {
  if (!isUuid(id)) throw notFound(TEMPLATE_NOT_FOUND);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(templates).where(eq(templates.id, id)).for('update');
    if (!before) throw notFound(TEMPLATE_NOT_FOUND);
    const [updated] = await tx.update(templates).set({ templateStatus: status, updatedAt: new Date() }).where(eq(templates.id, id)).returning();
    if (!updated) throw notFound(TEMPLATE_NOT_FOUND);
    await recordAudit(tx, actor, { action: 'template.update', subjectType: 'template', subjectId: id, subjectLabel: updated.name, before: auditView(before), after: auditView(updated) });
    return updated;
  });
  return toTemplateDto(row);
}

/**
 * Deletes the file rows of a deleted template's images (in its transaction, after the template's
 * preview invitation is gone), unless an invitation still shows the image. Returns what to pass to
 * removeFileBytes once the transaction commits.
 */
async function deleteTemplateImageRows(tx: Tx, urls: readonly (string | null)[]): Promise<RemovedFile[]> {
  const removed: RemovedFile[] = [];
  for (const url of new Set(urls)) {
    const file = await unusedTemplateFile(tx, url);
    if (!file) continue;
    const [row] = await tx
      .delete(files)
      .where(and(eq(files.bucket, file.bucket), eq(files.key, file.key)))
      .returning({ size: files.size });
    if (row) removed.push({ bucket: file.bucket, key: file.key, size: row.size });
  }
  return removed;
}

/**
 * product.md §7 Template delete (issue 20). A template that invitations use is refused with their
 * count (409): it can be unpublished instead. An unused one goes in one transaction with its
 * preview invitation (as any invitation goes: its own images, photos and receipts), its image rows
 * and an audit entry; the bytes and every /img/ variant go once it has committed.
 */
export async function deleteTemplate(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(TEMPLATE_NOT_FOUND);
  const { removed, previewId } = await ctx.database.db.transaction(async (tx) => {
    // Locked: a second delete, or an update, waits for this one.
    const [row] = await tx.select().from(templates).where(eq(templates.id, id)).for('update');
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    const used = (await usageCounts(tx, [id])).get(id) ?? 0;
    if (used > 0) throw new HttpError(409, 'TEMPLATE_IN_USE', templateInUseMessage(used));

    const previewFiles: RemovedFile[] = [];
    let deletedPreview: string | null = null;
    if (row.previewId) {
      // Only an owner-less preview: a host's invitation is never deleted with a template. It goes as
      // a host's invitation goes (its images, photos and receipts), through the one shared delete.
      const preview = await deleteInvitationRow(tx, row.previewId, isNull(invitations.userId));
      if (preview) {
        deletedPreview = preview.row.id;
        previewFiles.push(...preview.removed);
      }
    }
    await tx.delete(templates).where(eq(templates.id, id));
    const templateFiles = await deleteTemplateImageRows(tx, [row.imageUrl, row.previewImageUrl]);
    await recordAudit(tx, actor, {
      action: 'template.delete',
      subjectType: 'template',
      subjectId: id,
      subjectLabel: row.name,
      before: { ...auditView(row), preview_invitation: deletedPreview },
    });
    return { removed: [...previewFiles, ...templateFiles], previewId: deletedPreview };
  });
  if (previewId) forgetInvitation(previewId);
  await removeFileBytes(ctx, removed);
}
