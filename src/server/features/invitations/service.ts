import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { InvitationInput } from '../../../shared/invitation-input';
import { firstInvalidStep } from '../../../shared/wizard';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { files, invitations, paymentDetails, templates } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/sanitize';
import { forgetInvitation } from './page-cache';
import { toInvitationView, type InvitationRow } from './public-service';

export const EDITOR_MESSAGES = {
  notFound: 'Could not find invitation',
  unknownTemplate: 'Please select a template',
  unknownImage: 'Please upload the image again.',
} as const;

export interface EditorInvitation {
  id: string;
  customSlug: string | null;
  templateStatus: 'Draft' | 'Published';
  /** An admin's template preview (no owner). */
  isPreview: boolean;
  input: InvitationInput;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Columns = Omit<typeof invitations.$inferInsert, 'id' | 'userId' | 'customSlug' | 'templateStatus' | 'status' | 'isPaid' | 'createdAt'>;

/**
 * Checks what the browser cannot be trusted with, and maps the editor's shape to columns: the
 * wizard's required fields, the template (its image comes from our table, not the client), the
 * uploaded images (must be files we stored), rich text sanitised.
 */
async function toColumns(db: Db, input: InvitationInput, options: { anyTemplate: boolean }): Promise<Columns> {
  const invalid = firstInvalidStep(input);
  if (invalid) throw new HttpError(400, 'VALIDATION_ERROR', invalid.message);
  if (!UUID.test(input.template.id)) throw new HttpError(400, 'VALIDATION_ERROR', EDITOR_MESSAGES.unknownTemplate);
  const [template] = await db.select().from(templates).where(eq(templates.id, input.template.id)).limit(1);
  const usable = template && (options.anyTemplate || template.templateStatus === 'Published');
  if (!usable) throw new HttpError(400, 'VALIDATION_ERROR', EDITOR_MESSAGES.unknownTemplate);

  const images = [input.gift.imageUrl, input.dividerSettings.attendance.customImageUrl, input.dividerSettings.wishes.customImageUrl].filter(Boolean);
  if (images.length) {
    const keys = images.map((url) => url.replace(/^\/files\/[a-z_]+\//, ''));
    const found = await db.select({ key: files.key }).from(files).where(inArray(files.key, keys));
    if (found.length < new Set(keys).size) throw new HttpError(400, 'VALIDATION_ERROR', EDITOR_MESSAGES.unknownImage);
  }

  // The editor's field names are the columns' property names: only what the server decides differs.
  return {
    ...input,
    template: {
      id: template.id,
      imageUrl: template.imageUrl,
      dominantColors: input.template.dominantColors,
      accentColor: input.template.accentColor ?? template.accentColor ?? null,
    },
    eventName: sanitizeRichText(input.eventName),
    date: input.date || null,
    time: input.time || null,
    endTime: input.endTime || null,
    address: sanitizeRichText(input.address),
    rsvp: {
      ...input.rsvp,
      deadline: input.rsvp.deadline || undefined,
      mealOptions: input.rsvp.mealOptions.map((option) => ({ ...option, name: option.name.trim(), description: option.description?.trim() || undefined })),
      wishes: sanitizeRichText(input.rsvp.wishes),
    },
    updatedAt: new Date(),
  };
}

/** A stored row → the editor's shape (read defaults applied, like every reader). */
export function toEditorInvitation(row: InvitationRow): EditorInvitation {
  // The view has every editor field (read defaults applied); drop what the editor does not send.
  const { id: _id, customSlug: _slug, templateStatus: _templateStatus, status: _status, ...fields } = toInvitationView(row);
  const input: InvitationInput = {
    ...fields,
    template: { ...fields.template, accentColor: fields.template.accentColor ?? null },
    date: fields.date ?? '',
    time: fields.time ?? '',
    endTime: fields.endTime ?? '',
    fonts: fields.fonts as InvitationInput['fonts'],
    rsvp: { ...fields.rsvp, deadline: fields.rsvp.deadline ?? '' },
  };
  return {
    id: row.id,
    customSlug: row.customSlug,
    templateStatus: row.templateStatus.toLowerCase() === 'published' ? 'Published' : 'Draft',
    isPreview: row.userId === null,
    input,
  };
}

/** Creating needs a signed-in user (SPEC §5); a new invitation starts as a Draft. */
export async function createInvitation(ctx: AppContext, userId: string, input: InvitationInput): Promise<{ id: string }> {
  const columns = await toColumns(ctx.database.db, input, { anyTemplate: false });
  const [row] = await ctx.database.db
    .insert(invitations)
    .values({ ...columns, userId, templateStatus: 'Draft', status: 'published' })
    .returning({ id: invitations.id });
  if (!row) throw new Error('invitation not written');
  return row;
}

/** The owner (or an admin) loads an invitation to edit; anyone else: not found (ids cannot be probed). */
export async function getInvitationForEditor(ctx: AppContext, id: string, viewer: { id: string; isAdmin: boolean }): Promise<EditorInvitation> {
  const [row] = await ctx.database.db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  if (!row || (!viewer.isAdmin && row.userId !== viewer.id)) throw notFound(EDITOR_MESSAGES.notFound);
  return toEditorInvitation(row);
}

/** Updating needs the owner, checked here (the SPEC's client-side check is not enough). */
export async function updateInvitation(ctx: AppContext, id: string, userId: string, input: InvitationInput): Promise<{ id: string }> {
  const columns = await toColumns(ctx.database.db, input, { anyTemplate: false });
  const [row] = await ctx.database.db
    .update(invitations)
    .set(columns)
    .where(and(eq(invitations.id, id), eq(invitations.userId, userId)))
    .returning({ id: invitations.id });
  if (!row) throw notFound(EDITOR_MESSAGES.notFound);
  forgetInvitation(id);
  return row;
}

/**
 * An admin's save in the editor (SPEC §4): Published, no owner, and linked as the preview of the
 * selected template, all in one transaction.
 */
export async function savePreviewInvitation(ctx: AppContext, input: InvitationInput, id?: string): Promise<{ id: string }> {
  const columns = await toColumns(ctx.database.db, input, { anyTemplate: true });
  const result = await ctx.database.db.transaction(async (tx) => {
    let saved: { id: string } | undefined;
    if (id) {
      // Only an existing preview (no owner): a host's invitation is never taken over this way.
      [saved] = await tx
        .update(invitations)
        .set({ ...columns, userId: null, templateStatus: 'Published' })
        .where(and(eq(invitations.id, id), isNull(invitations.userId)))
        .returning({ id: invitations.id });
      if (!saved) throw notFound(EDITOR_MESSAGES.notFound);
    } else {
      [saved] = await tx
        .insert(invitations)
        .values({ ...columns, userId: null, templateStatus: 'Published', status: 'published' })
        .returning({ id: invitations.id });
    }
    if (!saved) throw new Error('preview not written');
    await tx.update(templates).set({ previewId: saved.id, updatedAt: new Date() }).where(eq(templates.id, input.template.id));
    return saved;
  });
  forgetInvitation(result.id);
  return result;
}

/**
 * Deletes an invitation with its responses and payment requests (cascade), the images uploaded
 * for it (gift, custom dividers) and its payment receipts (rows and bytes). `ownerId` limits it to the owner's invitations; an admin passes null.
 * Another user's id answers not found, so ids cannot be probed.
 */
export async function deleteInvitation(ctx: AppContext, id: string, ownerId: string | null): Promise<void> {
  if (!UUID.test(id)) throw notFound(EDITOR_MESSAGES.notFound);
  const removed = await ctx.database.db.transaction(async (tx) => {
    // Payment receipts are private data: they go with the invitation (its payment rows cascade).
    const receipts = await tx
      .select({ id: files.id, bucket: files.bucket, key: files.key })
      .from(paymentDetails)
      .innerJoin(files, eq(files.id, paymentDetails.receiptFileId))
      .where(eq(paymentDetails.invitationId, id));
    const [row] = await tx
      .delete(invitations)
      .where(ownerId === null ? eq(invitations.id, id) : and(eq(invitations.id, id), eq(invitations.userId, ownerId)))
      .returning();
    if (!row) throw notFound(EDITOR_MESSAGES.notFound);
    const view = toInvitationView(row);
    const urls = [view.gift.imageUrl, view.dividerSettings.attendance.customImageUrl, view.dividerSettings.wishes.customImageUrl];
    const objects = [...new Set(urls.filter(Boolean))]
      .map((url) => url.match(/^\/files\/([a-z_]+)\/(.+)$/))
      .filter((match): match is RegExpMatchArray => match !== null)
      .map(([, bucket, key]) => ({ bucket: bucket!, key: key! }));
    for (const { bucket, key } of objects) {
      await tx.delete(files).where(and(eq(files.bucket, bucket), eq(files.key, key)));
    }
    if (receipts.length > 0) {
      await tx.delete(files).where(
        inArray(
          files.id,
          receipts.map((receipt) => receipt.id),
        ),
      );
    }
    return [...objects, ...receipts.map(({ bucket, key }) => ({ bucket, key }))];
  });
  forgetInvitation(id);
  // Bytes go after the rows are gone: a failure here leaves an orphan file, never a broken invitation.
  for (const { bucket, key } of removed) {
    await ctx.storage.remove(bucket, key).catch((error: unknown) => ctx.log.warn({ error, bucket, key }, 'could not remove an invitation file'));
  }
}
