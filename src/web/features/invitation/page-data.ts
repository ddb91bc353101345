import type { Language } from '@shared/constants';
import type { InvitationStrings } from '@shared/i18n/invitation';
import type { InvitationView, PublicWish, RsvpForEdit } from '@shared/invitation-view';

/** The invitation's strings in its one language, as JSON (the page adds the time format back). */
export type PageText = Omit<InvitationStrings, 'formatTime'>;

/** A household on its personal link (decision 0020). */
export interface GuestPageData {
  /** The personal-link token, for the household's answers (it is already in the page's address). */
  token: string;
  name: string;
  /** "Kepada", "Dear", "致", "அன்புள்ள": in the invitation's language. */
  greeting: string;
  seats: number;
  /** Its stored e-mail, pre-filled in its form (its confirmation goes there); only ever on its own page. */
  email?: string;
  /**
   * The events it is invited to (null: every event), when the page narrows its form to them itself;
   * absent when `invitation.events` already holds only the household's events.
   */
  eventIds?: string[] | null;
  /** Its one answer (with its replies per event), when it has answered. */
  answer: RsvpForEdit | null;
}

/** What the server renders the public invitation page from, and sends along for hydration. */
export type InvitationPageData =
  | {
      state: 'ok';
      invitation: InvitationView;
      wishes: PublicWish[];
      now: number;
      publicUrl: string;
      rsvpClosed: boolean;
      text: PageText;
      /** Only invited households may answer (their personal links); the open link shows a note instead of the form. */
      invitedOnly: boolean;
      guest?: GuestPageData;
      /** What the server worked out with Intl (dates written, events' instants), by key (format.ts): the browser reuses it. */
      precomputed?: Record<string, string | number>;
    }
  | { state: 'not-found' }
  /**
   * A personal link that no longer works (revoked by a new link version, or mistyped) on a published
   * invitation: "this link has changed, ask the host", in the invitation's language (its words carried here).
   */
  | { state: 'link-changed'; language: Language; title: string; text: string }
  | { state: 'private' };

/** The element id of the JSON data block in the page. */
export const PAGE_DATA_ID = 'invitation-data';
