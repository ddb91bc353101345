import type { InvitationStrings } from '@shared/i18n/invitation';
import { formatDate } from './format';

/**
 * Whether the host's RSVP message already names the reply-by date, as the page would write its day
 * and month ("Kindly reply by 31 May", "Sila sahkan … sebelum 1 April 2027", "请于5月31日前回复"):
 * the page's own "Please reply by …" line is then left out, so the deadline is not written twice.
 */
export function messageNamesDeadline(html: string | null | undefined, deadline: string | null | undefined, text: InvitationStrings): boolean {
  // The day and month as the page writes them ("31 May", "1 April", "5月31日"), in the message's text.
  const day = formatDate(deadline, text, { day: 'numeric', month: 'long' });
  return day !== '' && (html ?? '').replace(/<[^>]*>/g, '').includes(day);
}
