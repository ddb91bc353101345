import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { toast } from 'sonner';
import { LANGUAGES, type Language } from '@shared/constants';
import { formatInvitationDate, householdLanguage, householdMessage } from '@shared/guest-sending';
import { DEFAULT_MESSAGES, GUEST_LIMITS, guestSettingsSchema, hasDailyDigest, HOST_NOTIFY, MESSAGE_PLACEHOLDERS, type GuestListInvitation, type GuestSettings, type Household } from '@shared/guests';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input, inputClasses } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { DigestNowButton } from './DigestNowButton';
import { LANGUAGE_LABELS } from './HouseholdDialog';

/** In the order of HOST_NOTIFY; "first" is the default for a host who never chose. */
const NOTIFY_LABELS: Record<(typeof HOST_NOTIFY)[number], { label: string; hint: string }> = {
  each: { label: 'Every answer', hint: 'An e-mail as soon as anyone answers or changes an answer.' },
  first: { label: 'First answer, then a daily digest', hint: "An e-mail with your first answer at once, then one e-mail a day with the day's answers and the confirmed guests per event. Recommended." },
  daily: { label: 'Daily digest only', hint: "One e-mail a day with the day's answers and the confirmed guests per event." },
  off: { label: 'Off', hint: 'No e-mails about answers. You can still see them under Responses.' },
};

const PLACEHOLDER_HINTS: Record<(typeof MESSAGE_PLACEHOLDERS)[number], string> = {
  '{name}': 'the household name',
  '{link}': 'its personal link',
  '{event}': 'the event name',
  '{date}': 'the event date',
  '{seats}': 'its seats',
};

/** A household for the preview when the list is still empty. */
const SAMPLE = { id: 'sample', name: 'Encik Ahmad sekeluarga', seats: 4, language: null as Language | null, link: 'https://jemputan.example/view/…/g/…' };

export interface GuestSettingsPanelProps {
  invitation: GuestListInvitation;
  /** Households on the current page, to preview the message for one of them. */
  households: Household[];
  onSave: (settings: GuestSettings) => Promise<unknown>;
}

/** Who may answer, the message (with placeholders and a live preview), reminders and notices to the host. */
export function GuestSettingsPanel({ invitation, households, onSave }: GuestSettingsPanelProps) {
  const { register, control, handleSubmit, reset, setError, watch, formState } = useSchemaForm(guestSettingsSchema, { defaultValues: invitation.settings });
  useEffect(() => reset(invitation.settings), [invitation.settings, reset]);
  const message = useController({ control, name: 'message' });
  const reminder = useController({ control, name: 'autoReminderDays' });
  const messageRef = useRef<HTMLTextAreaElement | null>(null);
  const [previewId, setPreviewId] = useState('');
  const [lastDays, setLastDays] = useState(7);

  const previewHousehold = households.find((h) => h.id === previewId) ?? households[0] ?? SAMPLE;
  const previewLanguage = householdLanguage(previewHousehold.language, invitation.language);
  const preview = householdMessage('invite', message.field.value ?? '', previewLanguage, {
    name: previewHousehold.name,
    link: previewHousehold.link,
    event: invitation.eventName || 'your event',
    date: formatInvitationDate(invitation.date, previewLanguage),
    seats: previewHousehold.seats,
  });

  /** Puts a placeholder where the cursor is (or at the end). */
  function insertPlaceholder(placeholder: string) {
    const area = messageRef.current;
    const text = message.field.value ?? '';
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    message.field.onChange(text.slice(0, start) + placeholder + text.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  }

  const submit = handleSubmit(async (settings) => {
    try {
      await onSave(settings);
      toast.success('Guest list settings saved');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'MESSAGE_WITHOUT_LINK') setError('message', { message: error.message }, { shouldFocus: true });
      else toast.error(error instanceof ApiError ? error.message : 'Could not save the settings. Please try again.');
    }
  });

  const days = reminder.field.value;
  const invitedOnly = watch('invitedOnly');
  return (
    <form className="grid gap-6" onSubmit={submit} noValidate aria-label="Guest list settings">
      <SettingsCard title="Who may answer" gap="gap-2">
        <ChoiceRow
          type="checkbox"
          title="Only invited households may answer"
          hintId="invited-only-hint"
          hint={
            invitedOnly
              ? 'Guests answer through their personal links only. Anyone with the public link still sees the invitation, but cannot answer.'
              : 'Anyone with the public link may answer, as today. Households with a personal link are greeted by name and limited to their seats.'
          }
          {...register('invitedOnly')}
        />
      </SettingsCard>

      <SettingsCard title="Invitation message" gap="gap-4">
        <Field
          label="Message sent by WhatsApp and e-mail"
          id="guest-message"
          hint="Leave it empty to send the default text in each household's language. It must contain {link}."
          error={formState.errors.message?.message}
        >
          <textarea
            ref={(element) => {
              message.field.ref(element);
              messageRef.current = element;
            }}
            name={message.field.name}
            value={message.field.value ?? ''}
            onChange={(event) => message.field.onChange(event.target.value)}
            onBlur={message.field.onBlur}
            rows={6}
            maxLength={GUEST_LIMITS.messageMax}
            placeholder={DEFAULT_MESSAGES[invitation.language]}
            className={cn(inputClasses, 'resize-y')}
          />
        </Field>
        <div className="grid gap-2">
          <p className="text-sm font-medium text-stone-800" id="placeholder-list">
            Insert a placeholder
          </p>
          <ul className="flex flex-wrap gap-2" aria-labelledby="placeholder-list">
            {MESSAGE_PLACEHOLDERS.map((placeholder) => (
              <li key={placeholder}>
                <Button size="sm" variant="subtle" onClick={() => insertPlaceholder(placeholder)} aria-label={`Insert ${placeholder}, ${PLACEHOLDER_HINTS[placeholder]}`}>
                  <code>{placeholder}</code>
                  <span className="hidden text-stone-600 sm:inline">{PLACEHOLDER_HINTS[placeholder]}</span>
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => message.field.onChange(DEFAULT_MESSAGES[invitation.language])}>
              Start from the default text ({LANGUAGE_LABELS[invitation.language]})
            </Button>
            {message.field.value && (
              <Button size="sm" variant="ghost" onClick={() => message.field.onChange('')}>
                Use the default text per language
              </Button>
            )}
          </div>
        </div>
        <div className="grid gap-3 rounded-xl bg-stone-50 p-3 sm:p-4">
          <div className="grid gap-1.5 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-3">
            <label htmlFor="preview-household" className="text-sm font-medium text-stone-800">
              Preview for
            </label>
            <Select id="preview-household" value={previewHousehold.id} onChange={(event) => setPreviewId(event.target.value)} disabled={households.length === 0}>
              {households.length === 0 ? (
                <option value="sample">{SAMPLE.name} (example)</option>
              ) : (
                households.map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))
              )}
            </Select>
          </div>
          <p className="text-xs font-medium uppercase tracking-wide text-stone-600">In {LANGUAGE_LABELS[previewLanguage]}</p>
          <output aria-live="polite" aria-label="Message preview" className="block whitespace-pre-wrap rounded-xl [overflow-wrap:anywhere] bg-emerald-50 p-3 text-sm text-stone-900 ring-1 ring-emerald-600/20">
            {preview}
          </output>
        </div>
        <details className="rounded-xl border border-stone-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-stone-800">The default text in each language</summary>
          <dl className="mt-3 grid gap-3">
            {LANGUAGES.map((language) => (
              <div key={language} className="grid gap-1">
                <dt className="font-medium text-stone-800">{LANGUAGE_LABELS[language]}</dt>
                <dd className="whitespace-pre-wrap text-stone-700 [overflow-wrap:anywhere]">{DEFAULT_MESSAGES[language]}</dd>
              </div>
            ))}
          </dl>
        </details>
      </SettingsCard>

      <SettingsCard title="Automatic reminders" gap="gap-3">
        <ChoiceRow
          type="checkbox"
          title="E-mail a reminder to households that have not answered"
          hint={
            invitation.rsvpDeadline
              ? `Sent once, before your RSVP deadline (${formatInvitationDate(invitation.rsvpDeadline, 'english')}), to pending households with an email address.`
              : 'Set an RSVP deadline in the invitation editor: reminders are sent a number of days before it.'
          }
          checked={days !== null}
          onChange={(event) => reminder.field.onChange(event.target.checked ? lastDays : null)}
        />
        {days !== null && (
          <Field label="Days before the RSVP deadline" id="reminder-days" hint="1 to 60 days" error={formState.errors.autoReminderDays ? 'Enter a number of days from 1 to 60.' : undefined}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              className="max-w-32"
              name={reminder.field.name}
              ref={reminder.field.ref}
              value={Number.isNaN(days) ? '' : String(days)}
              onBlur={reminder.field.onBlur}
              onChange={(event) => {
                const value = event.target.valueAsNumber;
                reminder.field.onChange(Number.isNaN(value) ? Number.NaN : value);
                if (!Number.isNaN(value)) setLastDays(value);
              }}
            />
          </Field>
        )}
      </SettingsCard>

      <section className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-serif text-lg font-semibold text-stone-900">E-mails to you about answers</legend>
          {HOST_NOTIFY.map((value) => (
            <ChoiceRow key={value} type="radio" value={value} title={NOTIFY_LABELS[value].label} hint={NOTIFY_LABELS[value].hint} {...register('hostNotify')} />
          ))}
          {hasDailyDigest(watch('hostNotify') ?? 'off') && <DigestNowButton invitationId={invitation.id} saved={hasDailyDigest(invitation.settings.hostNotify)} />}
        </fieldset>
      </section>

      <div className="flex justify-end">
        <Button type="submit" loading={formState.isSubmitting} className="w-full sm:w-auto">
          Save settings
        </Button>
      </div>
    </form>
  );
}

/** One card of the settings form: each group of settings sits in the same frame under the same kind of heading. */
function SettingsCard({ title, gap, children }: { title: string; gap: 'gap-2' | 'gap-3' | 'gap-4'; children: ReactNode }) {
  return (
    <section className={`grid ${gap} rounded-2xl border border-stone-200 bg-white p-4 sm:p-5`}>
      <h3 className="font-serif text-lg font-semibold text-stone-900">{title}</h3>
      {children}
    </section>
  );
}

/** A checkbox or radio button with its title and a hint below; the whole row picks it. */
function ChoiceRow({ title, hint, hintId, ...input }: ComponentProps<'input'> & { title: ReactNode; hint: ReactNode; hintId?: string }) {
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-600" aria-describedby={hintId} {...input} />
      <span className="grid gap-1">
        <span className="font-medium text-stone-900">{title}</span>
        <span id={hintId} className="text-sm text-stone-700">
          {hint}
        </span>
      </span>
    </label>
  );
}
