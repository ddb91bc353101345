import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, PenLine } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { LANGUAGES, type Language } from '@shared/constants';
import { DEFAULT_THANK_YOU_MESSAGES, THANK_YOU_LIMITS, type ThankYouSettings } from '@shared/thank-yous';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { guestListKey } from './list-api';
import { saveThankYouSettings, sendThankYouEmails, thankYouSettingsKey, thankYouSettingsQuery } from './send-api';

/**
 * The thank-you queue's tools (product.md §16): the message per language (empty: the default,
 * shown as the placeholder) and "Send thank-you e-mails" to every household with an address not yet
 * thanked, each in its own language.
 */
export function ThankYouTools({ invitationId }: { invitationId: string }) {
  const words = useWords('guests');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const emails = useMutation({
    mutationFn: () => sendThankYouEmails(invitationId),
    onSuccess: (result) => {
      toast.success(words.thankYous.emailsQueued(result.queued, result.overDailyLimit));
      void queryClient.invalidateQueries({ queryKey: guestListKey(invitationId) });
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : words.queueLoadFailed),
  });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" icon={<PenLine />} aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          {words.thankYous.editMessage}
        </Button>
        <Button variant="outline" icon={<Mail />} loading={emails.isPending} onClick={() => emails.mutate()}>
          {words.thankYous.sendEmails}
        </Button>
      </div>
      {editing && <TemplateEditor invitationId={invitationId} onSaved={() => (setEditing(false), void queryClient.invalidateQueries({ queryKey: ['guest-send-queue', invitationId] }), void queryClient.invalidateQueries({ queryKey: thankYouSettingsKey(invitationId) }))} />}
    </div>
  );
}

function TemplateEditor({ invitationId, onSaved }: { invitationId: string; onSaved: () => void }) {
  const words = useWords('guests');
  const query = useQuery(thankYouSettingsQuery(invitationId));
  const [draft, setDraft] = useState<ThankYouSettings | null>(null);
  const values = draft ?? query.data ?? null;
  const save = useMutation({
    mutationFn: (settings: ThankYouSettings) => saveThankYouSettings(invitationId, settings),
    onSuccess: () => {
      toast.success(words.thankYous.saved);
      onSaved();
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : words.queueLoadFailed),
  });
  if (!values) return null;
  return (
    <form
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4"
      onSubmit={(submit) => {
        submit.preventDefault();
        save.mutate(values);
      }}
    >
      <p className="text-sm text-stone-700">{words.thankYous.placeholders}</p>
      {LANGUAGES.map((language: Language) => (
        <div key={language} className="grid gap-1.5">
          <Label htmlFor={`thank-you-${language}`}>{words.thankYous.messageFor(words.languageNames[language])}</Label>
          <textarea
            id={`thank-you-${language}`}
            rows={4}
            maxLength={THANK_YOU_LIMITS.templateMax}
            value={values[language]}
            placeholder={DEFAULT_THANK_YOU_MESSAGES[language]}
            onChange={(change) => setDraft({ ...values, [language]: change.target.value })}
            className="rounded-lg border border-stone-300 px-3 py-2 text-base"
          />
        </div>
      ))}
      <Button type="submit" loading={save.isPending} className="justify-self-start">
        {words.thankYous.save}
      </Button>
    </form>
  );
}
