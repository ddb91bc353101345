import type { InvitationInput } from '../../../shared/invitation-input';
import type { InvitationView } from '../../../shared/invitation-view';

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
  return {
    id: meta.id ?? 'preview',
    customSlug: meta.customSlug ?? null,
    template: input.template,
    eventType: input.eventType,
    eventName: input.eventName,
    date: input.date || null,
    time: input.time || null,
    endTime: input.endTime || null,
    venue: input.venue,
    address: input.address,
    hashtag: input.hashtag,
    language: input.language,
    backgroundColor: input.backgroundColor,
    customColors: input.customColors,
    animation: input.animation,
    openingAnimation: input.openingAnimation,
    contentPosition: input.contentPosition,
    greeting: input.greeting,
    tagline: input.tagline,
    organizer: input.organizer,
    coOrganizers: input.coOrganizers,
    showCoOrganizers: input.showCoOrganizers,
    note: input.note,
    mapUrls: input.mapUrls,
    contacts: input.contacts,
    music: input.music,
    fonts: input.fonts,
    displaySettings: input.displaySettings,
    dividerSettings: input.dividerSettings,
    marginSettings: input.marginSettings,
    parentDetails: input.parentDetails,
    groomBrideName: input.groomBrideName,
    muhurtham: input.muhurtham,
    rsvp: { ...input.rsvp, deadline: input.rsvp.deadline || undefined },
    gift: input.gift,
    templateStatus: meta.templateStatus ?? 'Draft',
    status: 'published',
  };
}
