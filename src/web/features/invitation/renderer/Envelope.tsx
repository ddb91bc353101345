import type { InvitationView } from '@shared/invitation-view';
import type { CoverGuest } from '@web/features/invitation/types';
import type { RenderContext } from './ui';

export interface EnvelopeProps {
  invitation: InvitationView;
  ctx: RenderContext;
  /** A household's personal link: its name is written on the envelope. */
  guest?: CoverGuest;
}

/** The 'envelope' opening (issue 19): a closed envelope over the cover until the guest taps it. */
export function Envelope(_props: EnvelopeProps) {
  return null;
}
