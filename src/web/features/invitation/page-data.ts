import type { InvitationView, PublicWish } from '@shared/invitation-view';

/** What the server renders the public invitation page from, and sends along for hydration. */
export type InvitationPageData =
  | { state: 'ok'; invitation: InvitationView; wishes: PublicWish[]; now: number; publicUrl: string; rsvpClosed: boolean }
  | { state: 'not-found' }
  | { state: 'private' };

/** The element id of the JSON data block in the page. */
export const PAGE_DATA_ID = 'invitation-data';
