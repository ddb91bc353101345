import { DEFAULT_TIME_ZONE, withMainEvent } from '@shared/events';
import type { InvitationInput } from '@shared/invitation-input';
import type { InvitationView } from '@shared/invitation-view';

/** What the editor knows about the invitation beyond its form (edit mode), for the preview. */
export interface PreviewMeta {
  id?: string;
  customSlug?: string | null;
  templateStatus?: 'Draft' | 'Published';
}

/**
 * The form's working copy → what the shared renderer draws (the editor's live preview). Pure and
 * cheap: it runs on every keystroke. Empty date/time strings become null (the renderer's "not set"),
 * an empty RSVP deadline becomes undefined. Rich text is passed as the editor produced it; the
 * server sanitises it on save.
 */
export function toPreviewView(input: InvitationInput, meta: PreviewMeta = {}): InvitationView {
  // Same field names on both sides: only what differs is spelled out.
  return {
    ...input,
    id: meta.id ?? 'preview',
    customSlug: meta.customSlug ?? null,
    date: input.date || null,
    time: input.time || null,
    endTime: input.endTime || null,
    rsvp: { ...input.rsvp, deadline: input.rsvp.deadline || undefined },
    templateStatus: meta.templateStatus ?? 'Draft',
    status: 'published',
    // As the server will store them: the main event mirrors the fields the other steps edit.
    events: withMainEvent(input.events, { ...input, rsvp: input.rsvp }, meta.id ?? 'preview'),
    timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
  };
}
