import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SendingCounts } from '@shared/guest-sending';
import type { GuestSummary } from '@shared/guests';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { guestListKey } from './list-api';
import { sendEmails, sendingCountsQuery, sendingCountsKey, sendReminders } from './send-api';

const households = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'household' : 'households'}`;
const have = (n: number) => (n === 1 ? 'has' : 'have');

/** The guest list's sending actions: e-mail invitations, reminders (each confirmed with its counts), and the WhatsApp queue. */
export function SendingActions({ invitationId, summary }: { invitationId: string; summary: GuestSummary }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The list changed (a household added, an answer in): what the buttons would do changed too.
  const listVersion = `${summary.households}:${summary.sent}:${summary.pending}`;
  const counts = useQuery({ ...sendingCountsQuery(invitationId, listVersion), placeholderData: keepPreviousData });
  const [asking, setAsking] = useState<'emails' | 'reminders' | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: sendingCountsKey(invitationId) });
    void queryClient.invalidateQueries({ queryKey: guestListKey(invitationId) });
  };

  async function run(action: 'emails' | 'reminders') {
    setBusy(true);
    try {
      if (action === 'emails') {
        const result = await sendEmails(invitationId);
        const left = result.overDailyLimit ? ` ${households(result.overDailyLimit)} must wait until tomorrow: the daily e-mail limit was reached.` : '';
        toast.success(`Invitation e-mails to ${households(result.queued)} are on their way.${left}`);
      } else {
        const result = await sendReminders(invitationId);
        const parts = [result.emailQueued ? `Reminder e-mails to ${households(result.emailQueued)} are on their way.` : 'No reminder e-mails to send.'];
        if (result.whatsapp) parts.push(`${households(result.whatsapp)} with only a phone ${result.whatsapp === 1 ? 'waits' : 'wait'} in the WhatsApp reminder queue.`);
        if (result.overDailyLimit) parts.push(`${households(result.overDailyLimit)} must wait until tomorrow (daily e-mail limit).`);
        toast.success(parts.join(' '));
      }
      setAsking(null);
      refresh();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Sending failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  // Both sends are confirmed the same way: one question open at a time, nothing destructive, busy while it runs.
  const confirmation = (action: 'emails' | 'reminders') => ({
    open: asking === action,
    onOpenChange: (open: boolean) => setAsking(open ? action : null),
    destructive: false,
    busy,
  });

  if (summary.households === 0) return null;
  const c: SendingCounts | undefined = counts.data;
  const reminderTotal = c ? c.emailReminders + c.whatsappReminders + c.noContactReminders : 0;

  return (
    <section aria-labelledby="sending-title" className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="grid gap-1">
        <h2 id="sending-title" className="font-serif text-xl text-stone-900">
          Send invitations and reminders
        </h2>
        <p className="text-sm text-stone-700">
          {c
            ? `Not yet sent: ${households(c.emailInvites)} with an e-mail address, ${households(c.whatsappInvites)} with a phone number. ${households(summary.pending)} ${have(summary.pending)} not answered.`
            : counts.isError
              ? 'The counts could not be loaded.'
              : 'Counting…'}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={() => setAsking('emails')} icon={<Mail />} disabled={!c || c.emailInvites === 0}>
          Send e-mails
        </Button>
        <Button variant="outline" onClick={() => setAsking('reminders')} icon={<BellRing />} disabled={!c || reminderTotal === 0}>
          Send reminders
        </Button>
        <Button variant="outline" to={paths.sendQueue(invitationId)} icon={<MessageCircle />}>
          WhatsApp queue{c ? ` (${c.whatsappInvites.toLocaleString('en')})` : ''}
        </Button>
        {summary.pending > 0 && (
          <Button variant="outline" to={`${paths.sendQueue(invitationId)}?mode=reminder`} icon={<BellRing />}>
            WhatsApp reminders
          </Button>
        )}
      </div>

      <ConfirmDialog
        {...confirmation('emails')}
        title="Send the invitation by e-mail?"
        description={
          c ? (
            <>
              {households(c.emailInvites)} with an e-mail address will each get their personal link, in their language. Households already sent are not sent again.
              {c.emailInvites > c.emailsLeftToday ? ` Only ${c.emailsLeftToday.toLocaleString('en')} e-mails can go today (daily limit); the rest can be sent tomorrow.` : ''}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={c ? `Send ${c.emailInvites.toLocaleString('en')} ${c.emailInvites === 1 ? 'e-mail' : 'e-mails'}` : 'Send e-mails'}
        onConfirm={() => void run('emails')}
      />
      <ConfirmDialog
        {...confirmation('reminders')}
        title="Remind the households that have not answered?"
        description={
          c ? (
            <>
              {households(c.emailReminders)} will get a reminder e-mail now.
              {c.whatsappReminders ? ` ${households(c.whatsappReminders)} with only a phone number can be reminded from the WhatsApp queue.` : ''}
              {c.noContactReminders ? ` ${households(c.noContactReminders)} ${have(c.noContactReminders)} neither a phone number nor an e-mail address.` : ''} Households reminded in the last 24 hours are left out.
            </>
          ) : (
            ''
          )
        }
        confirmLabel={
          !c || c.emailReminders ? `Send ${(c?.emailReminders ?? 0).toLocaleString('en')} ${c?.emailReminders === 1 ? 'reminder' : 'reminders'}` : 'Open the WhatsApp reminder queue'
        }
        onConfirm={() => (!c || c.emailReminders ? void run('reminders') : navigate(`${paths.sendQueue(invitationId)}?mode=reminder`))}
      />
    </section>
  );
}
