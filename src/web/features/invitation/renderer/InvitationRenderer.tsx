import { invitationText } from '@shared/i18n/invitation';
import type { InvitationRendererProps } from '@web/features/invitation/types';
import { RendererCore } from './RendererCore';

/**
 * The invitation in its own language (product.md §2 public view): the editor's and admin's live
 * previews draw this. The public page draws `RendererCore` with the strings from its page data.
 * Wherever it is drawn, load `renderer.css` too (it imports `fonts.css`).
 */
export function InvitationRenderer(props: InvitationRendererProps) {
  return <RendererCore {...props} text={invitationText(props.invitation.language)} />;
}
