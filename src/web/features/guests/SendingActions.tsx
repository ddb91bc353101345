import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SendingCounts } from '@shared/guest-sending';
import type { GuestSummary } from '@shared/guests';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { guestListKey } from './list-api';
import { sendEmails, sendingCountsQuery, sendingCountsKey, sendReminders } from './send-api';

/** The guest list's sending actions: e-mail invitations, reminders (each confirmed with its counts), and the WhatsApp queue. */
export function SendingActions({ invitationId, summary }: { invitationId: string; summary: GuestSummary }) {
  const words = useWords('guests');
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
        const parts = [words.emailsOnTheirWay(result.queued)];
        if (result.overDailyLimit) parts.push(words.emailsTomorrow(result.overDailyLimit));
        toast.success(parts.join(words.sentenceGap));
      } else {
        const result = await sendReminders(invitationId);
        const parts = [result.emailQueued ? words.remindersOnTheirWay(result.emailQueued) : words.noReminderEmails];
        if (result.whatsapp) parts.push(words.whatsappWaiting(result.whatsapp));
        if (result.overDailyLimit) parts.push(words.remindersTomorrow(result.overDailyLimit));
        toast.success(parts.join(words.sentenceGap));
      }
      setAsking(null);
      refresh();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : words.sendingFailed);
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
          {words.sendingTitle}
        </h2>
        <p className="text-sm text-stone-700">
          {c ? words.notYetSent(c.emailInvites, c.whatsappInvites, summary.pending) : counts.isError ? words.countsFailed : words.counting}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={() => setAsking('emails')} icon={<Mail />} disabled={!c || c.emailInvites === 0}>
          {words.sendEmails}
        </Button>
        <Button variant="outline" onClick={() => setAsking('reminders')} icon={<BellRing />} disabled={!c || reminderTotal === 0}>
          {words.sendReminders}
        </Button>
        <Button variant="outline" to={paths.sendQueue(invitationId)} icon={<MessageCircle />}>
          {words.whatsappQueue(c ? c.whatsappInvites : null)}
        </Button>
        {summary.pending > 0 && (
          <Button variant="outline" to={`${paths.sendQueue(invitationId)}?mode=reminder`} icon={<BellRing />}>
            {words.whatsappReminders}
          </Button>
        )}
      </div>

      <ConfirmDialog
        {...confirmation('emails')}
        title={words.emailsQuestion}
        description={c ? [words.emailsExplained(c.emailInvites), c.emailInvites > c.emailsLeftToday ? words.emailsLimit(c.emailsLeftToday) : null].filter(Boolean).join(words.sentenceGap) : ''}
        confirmLabel={c ? words.sendEmailsCount(c.emailInvites) : words.sendEmails}
        onConfirm={() => void run('emails')}
      />
      <ConfirmDialog
        {...confirmation('reminders')}
        title={words.remindQuestion}
        description={
          c
            ? [
                words.remindByEmail(c.emailReminders),
                c.whatsappReminders ? words.remindByWhatsapp(c.whatsappReminders) : null,
                c.noContactReminders ? words.remindNoContact(c.noContactReminders) : null,
                words.remindRecentLeftOut,
              ]
                .filter(Boolean)
                .join(words.sentenceGap)
            : ''
        }
        confirmLabel={!c || c.emailReminders ? words.sendRemindersCount(c?.emailReminders ?? 0) : words.openReminderQueue}
        onConfirm={() => (!c || c.emailReminders ? void run('reminders') : navigate(`${paths.sendQueue(invitationId)}?mode=reminder`))}
      />
    </section>
  );
}
