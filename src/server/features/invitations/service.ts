import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, withMainEvent, type InvitationEvent } from '@shared/events';
import type { EditorInvitation, InvitationInput } from '@shared/invitation-input';
import { WIZARD_MESSAGES, firstInvalidStep } from '@shared/wizard';
import type { ServerMessageCode } from '@shared/server-messages';
import { isUuid } from '@shared/ids';
import { giftImageUrls, normaliseGift } from '@shared/gift-methods';
import type { AppContext } from '@server/context';
import { ownedInvitation, type Viewer } from '@server/lib/access';
import { firstRow } from '@server/lib/invitation-rows';
import type { Db, Tx } from '@server/db/client';
import { checkins, files, households, invitations, paymentDetails, rsvpEventAnswers, templates } from '@server/db/schema';
import { deleteInvitationImageRows, mayReference, removeFileBytes, type Referrer, type RemovedFile } from '@server/lib/files';
import { messageError } from '@server/lib/http-error';
import { sanitizeRichText } from '@server/lib/sanitize';
import { checkPhotos, deleteUnusedPhotoRows, enforceGalleryLimit, forgetPhotos, photoPackageOf } from '@server/features/photos/service';
import type { Photo } from '@shared/photos';
import { recordAudit, type AuditActor } from '@server/features/audit/service';
import { forgetInvitation } from './page-cache';
import { toInvitationView, type InvitationRow } from './public-service';

/** The step rules' messages (`WIZARD_MESSAGES`, by key) as coded messages, written in the reader's language. */
const STEP_RULE_MESSAGES = {
  template: 'EDITOR_TEMPLATE_REQUIRED',
  eventDetails: 'EDITOR_EVENT_DETAILS_REQUIRED',
  organizer: 'EDITOR_ORGANIZER_REQUIRED',
  events: 'EDITOR_EVENTS_INCOMPLETE',
  deadlineAfterEvent: 'EDITOR_DEADLINE_AFTER_EVENT',
} as const satisfies Record<keyof typeof WIZARD_MESSAGES, ServerMessageCode>;

const wizardRuleOf = (message: string) => (Object.keys(WIZARD_MESSAGES) as (keyof typeof WIZARD_MESSAGES)[]).find((key) => WIZARD_MESSAGES[key] === message) ?? 'template';

/** A save refused by the editor's rules: 400 VALIDATION_ERROR (the public code), naming the step when there is one. */
const editorError = (code: (typeof STEP_RULE_MESSAGES)[keyof typeof STEP_RULE_MESSAGES] | 'EDITOR_ONE_MAIN_EVENT' | 'EDITOR_IMAGE_UNKNOWN', step?: string) =>
  messageError(400, code, { code: 'VALIDATION_ERROR', step });

/** 'Could not find invitation' (404 NOT_FOUND), in the reader's language. */
const invitationNotFound = () => messageError(404, 'EDITOR_INVITATION_NOT_FOUND', { code: 'NOT_FOUND' });

type Columns = Omit<typeof invitations.$inferInsert, 'id' | 'userId' | 'customSlug' | 'templateStatus' | 'status' | 'isPaid' | 'createdAt' | 'events'> & { events: InvitationEvent[] };

/**
 * Checks what the browser cannot be trusted with, and maps the editor's shape to columns: the
 * wizard's required fields, the template (its image comes from our table, not the client), the
 * uploaded images (the saver's own gift and divider uploads, decision 0014), rich text sanitised.
 */
async function toColumns(
  db: Db,
  input: InvitationInput,
  options: { anyTemplate: boolean; referrer: Referrer; stored: StoredEvents | null; invitationId: string | null },
): Promise<Columns> {
  const invalid = firstInvalidStep(input);
  // The failing step goes by code (`step`), so the editor never matches message text.
  if (invalid) throw editorError(STEP_RULE_MESSAGES[wizardRuleOf(invalid.message)], invalid.step);
  // One main event: a list naming two is refused rather than one of them quietly demoted.
  if (input.events && input.events.filter((event) => event.isMain).length > 1) throw editorError('EDITOR_ONE_MAIN_EVENT', 'events');
  if (!isUuid(input.template.id)) throw editorError('EDITOR_TEMPLATE_REQUIRED', 'template');
  const [template] = await db.select().from(templates).where(eq(templates.id, input.template.id)).limit(1);
  const usable = template && (options.anyTemplate || template.templateStatus === 'Published');
  if (!usable) throw editorError('EDITOR_TEMPLATE_REQUIRED', 'template');

  // One message whether the file is missing, someone else's or of another kind: no file can be probed.
  const gift = normaliseGift(input.gift);
  const images = [
    ...giftImageUrls(gift).map((url) => [url, 'gift'] as const),
    [input.dividerSettings.attendance.customImageUrl, 'divider'],
    [input.dividerSettings.wishes.customImageUrl, 'divider'],
  ] as const;
  for (const [url, purpose] of images) {
    if (url && !(await mayReference(db, url, purpose, options.referrer))) throw editorError('EDITOR_IMAGE_UNKNOWN');
  }

  // Photos (shared/photos.ts): the saver's own uploads only, as many as the package allows; a client
  // that does not send them keeps the stored ones.
  const gallery = input.gallery ?? options.stored?.gallery ?? [];
  const coverPhoto = input.coverPhoto === undefined ? (options.stored?.coverPhoto ?? null) : input.coverPhoto;
  if (input.gallery !== undefined) enforceGalleryLimit(gallery.length, await photoPackageOf(db, options.invitationId, options.referrer));
  const [checkedCover] = coverPhoto ? await checkPhotos(db, [coverPhoto], options.referrer) : [null];
  const checkedGallery = input.gallery === undefined ? gallery : await checkPhotos(db, gallery, options.referrer);

  // Events: the editor's list, or (a client that does not send them) the stored ones; either way the
  // main event is mirrored from the top-level fields (shared/events.ts), rich text sanitised.
  const events = withMainEvent(input.events ?? options.stored?.events, input, randomUUID()).map((event) => ({
    ...event,
    name: event.name.trim(),
    address: sanitizeRichText(event.address),
    mealOptions: event.mealOptions.map((option) => ({ ...option, name: option.name.trim(), description: option.description?.trim() || undefined })),
    // The main event is the cover's: everyone with a link sees it.
    isPublic: event.isMain || event.isPublic,
  }));

  // The editor's field names are the columns' property names: only what the server decides differs.
  return {
    ...input,
    events,
    coverPhoto: checkedCover ?? null,
    gallery: checkedGallery,
    // Like the events: a client that does not send the time zone keeps the stored one.
    timeZone: input.timeZone ?? options.stored?.timeZone ?? DEFAULT_TIME_ZONE,
    template: {
      id: template.id,
      imageUrl: template.imageUrl,
      dominantColors: input.template.dominantColors,
      accentColor: input.template.accentColor ?? template.accentColor ?? null,
    },
    // The ways to give in the host's order; an older client's single image becomes a DuitNow QR.
    gift,
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
    events: fields.events,
    timeZone: fields.timeZone,
  };
  return {
    id: row.id,
    customSlug: row.customSlug,
    templateStatus: row.templateStatus.toLowerCase() === 'published' ? 'Published' : 'Draft',
    isPreview: row.userId === null,
    input,
  };
}

/** Creating needs a signed-in user (product.md §5); a new invitation starts as a Draft. */
export async function createInvitation(ctx: AppContext, userId: string, input: InvitationInput): Promise<{ id: string }> {
  const columns = await toColumns(ctx.database.db, input, { anyTemplate: false, referrer: { userId }, stored: null, invitationId: null });
  const [row] = await ctx.database.db
    .insert(invitations)
    .values({ ...columns, userId, templateStatus: 'Draft', status: 'published' })
    .returning({ id: invitations.id });
  if (!row) throw new Error('invitation not written');
  return row;
}

/** The owner (or an admin) loads an invitation to edit; anyone else: not found (ids cannot be probed). */
export async function getInvitationForEditor(ctx: AppContext, id: string, viewer: Viewer): Promise<EditorInvitation> {
  const row = await ownedInvitation(viewer, id, (canonical) => firstRow(ctx.database.db.select().from(invitations).where(eq(invitations.id, canonical)).limit(1)), invitationNotFound());
  return toEditorInvitation(row);
}

/** Updating needs the owner, checked here (a check in the browser is not enough). */
export async function updateInvitation(ctx: AppContext, id: string, userId: string, input: InvitationInput): Promise<{ id: string }> {
  // Validation first (the editor maps a failing step); a missing or someone else's invitation then fails the update.
  const stored = isUuid(id) ? await storedEventsOf(ctx.database.db, and(eq(invitations.id, id), eq(invitations.userId, userId))) : null;
  const columns = await toColumns(ctx.database.db, input, { anyTemplate: false, referrer: { userId }, stored, invitationId: stored ? id : null });
  if (!isUuid(id)) throw invitationNotFound();
  const row = await ctx.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invitations)
      .set(columns)
      .where(and(eq(invitations.id, id), eq(invitations.userId, userId)))
      .returning({ id: invitations.id });
    if (updated) await forgetRemovedEvents(tx, id, columns.events);
    return updated;
  });
  if (!row) throw invitationNotFound();
  forgetInvitation(id);
  // Photos the host dropped go once nothing shows them (the saved copy no longer does).
  await forgetPhotos(ctx, droppedPhotos(stored, columns), userId);
  return row;
}

interface StoredEvents {
  events: InvitationEvent[];
  timeZone: string;
  coverPhoto: Photo | null;
  gallery: Photo[];
}

const photoIds = (cover: Photo | null | undefined, gallery: readonly Photo[] | undefined) => [...(cover ? [cover.id] : []), ...(gallery ?? []).map((photo) => photo.id)];

/** The ids of photos the stored copy showed that the saved one does not. */
function droppedPhotos(stored: StoredEvents | null, columns: Columns): string[] {
  if (!stored) return [];
  const kept = new Set(photoIds(columns.coverPhoto, columns.gallery));
  return photoIds(stored.coverPhoto, stored.gallery).filter((id) => !kept.has(id));
}

/** The stored events and time zone of the invitation the condition picks (read defaults applied), or null when there is none. */
async function storedEventsOf(db: Db, where: ReturnType<typeof and>): Promise<StoredEvents | null> {
  const [row] = await db.select().from(invitations).where(where).limit(1);
  if (!row) return null;
  const view = toInvitationView(row);
  return { events: view.events, timeZone: view.timeZone, coverPhoto: view.coverPhoto ?? null, gallery: view.gallery ?? [] };
}

/**
 * An event the host removed takes its per-event answers and arrivals with it, and leaves the
 * households invited to it (a household left with no event is invited to every event again).
 */
async function forgetRemovedEvents(tx: Db, invitationId: string, events: InvitationEvent[]): Promise<void> {
  const kept = events.map((event) => event.id);
  await tx.delete(rsvpEventAnswers).where(and(eq(rsvpEventAnswers.invitationId, invitationId), notInArray(rsvpEventAnswers.eventId, kept)));
  await tx.delete(checkins).where(and(eq(checkins.invitationId, invitationId), notInArray(checkins.eventId, kept)));
  const keptJson = JSON.stringify(kept);
  await tx
    .update(households)
    .set({
      eventIds: sql`(SELECT CASE WHEN count(*) = 0 THEN NULL ELSE jsonb_agg(value) END FROM jsonb_array_elements_text(${households.eventIds}) AS value WHERE value IN (SELECT jsonb_array_elements_text(${keptJson}::jsonb)))`,
    })
    .where(and(eq(households.invitationId, invitationId), sql`${households.eventIds} IS NOT NULL`));
}

/**
 * An admin's save in the editor (product.md §4): Published, no owner, and linked as the preview of the
 * selected template, with its audit entry ('template.preview', issue 31), all in one transaction.
 */
export async function savePreviewInvitation(ctx: AppContext, actor: AuditActor, input: InvitationInput, id?: string): Promise<{ id: string }> {
  const stored = id && isUuid(id) ? await storedEventsOf(ctx.database.db, and(eq(invitations.id, id), isNull(invitations.userId))) : null;
  const columns = await toColumns(ctx.database.db, input, { anyTemplate: true, referrer: 'admin', stored, invitationId: id ?? null });
  if (id !== undefined && !isUuid(id)) throw invitationNotFound();
  const result = await ctx.database.db.transaction(async (tx) => {
    let saved: { id: string } | undefined;
    if (id) {
      // Only an existing preview (no owner): a host's invitation is never taken over this way.
      [saved] = await tx
        .update(invitations)
        .set({ ...columns, userId: null, templateStatus: 'Published' })
        .where(and(eq(invitations.id, id), isNull(invitations.userId)))
        .returning({ id: invitations.id });
      if (!saved) throw invitationNotFound();
    } else {
      [saved] = await tx
        .insert(invitations)
        .values({ ...columns, userId: null, templateStatus: 'Published', status: 'published' })
        .returning({ id: invitations.id });
    }
    if (!saved) throw new Error('preview not written');
    const [template] = await tx.update(templates).set({ previewId: saved.id, updatedAt: new Date() }).where(eq(templates.id, input.template.id)).returning({ name: templates.name });
    await recordAudit(tx, actor, {
      action: 'template.preview',
      subjectType: 'template',
      subjectId: input.template.id,
      subjectLabel: template?.name ?? input.template.id,
      after: { preview_invitation: saved.id, created: id === undefined },
    });
    return saved;
  });
  forgetInvitation(result.id);
  await forgetPhotos(ctx, droppedPhotos(stored, columns), null);
  return result;
}

/**
 * Deletes one invitation row in the caller's transaction, with what it owns: its responses and
 * payment requests (cascade), the rows of its images (its owner's gift and divider uploads that no
 * other invitation shows; for a preview, an admin's or the seed's), of its photos (cover and
 * gallery, on the same terms) and of its payment receipts. Never a template's image or another
 * host's file (decision 0014). `only` narrows which row may go (its owner's, or none with an owner).
 * Answers the deleted row and the files whose bytes to remove (removeFileBytes) once the
 * transaction commits, or null when no row matched. Shared by a host's delete and a template's.
 */
export async function deleteInvitationRow(tx: Tx, id: string, only?: SQL): Promise<{ row: InvitationRow; removed: RemovedFile[] } | null> {
  // Payment receipts are private data: they go with the invitation (its payment rows cascade).
  const receipts = await tx
    .select({ id: files.id, bucket: files.bucket, key: files.key, size: files.size })
    .from(paymentDetails)
    .innerJoin(files, eq(files.id, paymentDetails.receiptFileId))
    .where(eq(paymentDetails.invitationId, id));
  const [row] = await tx
    .delete(invitations)
    .where(and(eq(invitations.id, id), only))
    .returning();
  if (!row) return null;
  const view = toInvitationView(row);
  const images = await deleteInvitationImageRows(
    tx,
    [...giftImageUrls(view.gift), view.dividerSettings.attendance.customImageUrl, view.dividerSettings.wishes.customImageUrl],
    row.userId,
  );
  // Its photos, when no other invitation shows them (the owner's own, or for a preview an admin's).
  const photos = await deleteUnusedPhotoRows(tx, photoIds(view.coverPhoto, view.gallery), row.userId);
  if (receipts.length > 0) {
    await tx.delete(files).where(
      inArray(
        files.id,
        receipts.map((receipt) => receipt.id),
      ),
    );
  }
  return { row, removed: [...images, ...photos, ...receipts] };
}

/**
 * A host (or an admin) deletes an invitation (deleteInvitationRow), then its files' bytes and
 * /img/ variants go. `ownerId` limits it to the owner's invitations; an admin passes null. Another
 * user's id answers not found, so ids cannot be probed.
 */
export async function deleteInvitation(ctx: AppContext, id: string, ownerId: string | null): Promise<void> {
  if (!isUuid(id)) throw invitationNotFound();
  const removed = await ctx.database.db.transaction(async (tx) => {
    const deleted = await deleteInvitationRow(tx, id, ownerId === null ? undefined : eq(invitations.userId, ownerId));
    if (!deleted) throw invitationNotFound();
    return deleted.removed;
  });
  forgetInvitation(id);
  await removeFileBytes(ctx, removed);
}
