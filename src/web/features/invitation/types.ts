import type { GiftTellInput } from '@shared/gift-methods-schema';
import type { InvitationView, PublicWish, RsvpForEdit, RsvpInput, RsvpReceipt } from '@shared/invitation-view';

/** How the RSVP form talks to the outside world; the public page wires it to the API. */
export interface RsvpController {
  /** Sends the answer (a new one, or a change when `initial` is set); rejects with an Error whose message is shown. */
  submit(input: RsvpInput): Promise<RsvpReceipt>;
  /** Withdraws an existing answer (the edit link, an answer kept on the device, a household's personal link). */
  withdraw?(): Promise<void>;
  /** The guest's earlier answer when they came back through their private edit link. */
  initial?: RsvpForEdit;
  /** Set when the RSVP deadline has passed (the server refuses too): the form says so instead of showing fields. */
  closed?: boolean;
  /** Only invited households may answer and this is the open link: a short note instead of the form. */
  invitedOnly?: boolean;
  /** A household's personal link: the most guests it may bring (the server refuses more). */
  seats?: number;
  /** The name the form starts with when there is no earlier answer (the household's name). */
  defaultName?: string;
  /** An earlier answer (a household's, or the one this device gave): shown first, with a way to change it. */
  answered?: boolean;
}

/** How "I sent a gift" talks to the outside world; the public page wires it to the API (absent in preview). */
export interface GiftTellController {
  /** Sends what the guest told; rejects with an Error whose message is shown. */
  tell(input: GiftTellInput): Promise<void>;
  /** The household's name on a personal link (the server fills it in too). */
  defaultName?: string;
}

/** Who the cover greets, on a household's personal link ("Kepada" + its name). */
export interface CoverGuest {
  greeting: string;
  name: string;
}

export interface InvitationRendererProps {
  invitation: InvitationView;
  wishes: PublicWish[];
  /** 'public' is the guest page; 'preview' is the editor's and admin's live preview (no network, no autoplay). */
  mode: 'public' | 'preview';
  /** Milliseconds since epoch used for the first render (server and client agree on the markup; the countdown then ticks). */
  now: number;
  /** Absent in preview: the RSVP form is drawn but its submit is disabled. */
  rsvp?: RsvpController;
  /** The optional 'Created with ❤️ by' footer (product.md §2). */
  showBrandFooter?: boolean;
  /** The canonical public link of this invitation (for Save The Date descriptions and sharing). */
  publicUrl?: string;
  /** On a household's personal link: the greeting on the cover. */
  guest?: CoverGuest;
  /** "I sent a gift" (issue 32); absent in preview: the form is drawn but does not send. */
  giftTell?: GiftTellController;
}
