import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { toast } from 'sonner';
import { LANGUAGES, type Language } from '@shared/constants';
import { formatInvitationDate, householdLanguage, householdMessage } from '@shared/guest-sending';
import { DEFAULT_MESSAGES, GUEST_LIMITS, guestSettingsSchema, hasDailyDigest, HOST_NOTIFY, MESSAGE_PLACEHOLDERS, type GuestListInvitation, type GuestSettings, type Household } from '@shared/guests';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input, inputClasses } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { DigestNowButton } from './DigestNowButton';

/* The words of the notices (in the order of HOST_NOTIFY; "first" is the default for a host who never chose) and of each placeholder: guests.<language>.ts `notify`, `placeholders`. */

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
  const words = useWords('guests');
  const hostLanguage = useLanguage();
  const languageNames = words.languageNames;
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
      toast.success(words.settingsSaved);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'MESSAGE_WITHOUT_LINK') setError('message', { message: error.message }, { shouldFocus: true });
      else toast.error(error instanceof ApiError ? error.message : words.settingsFailed);
    }
  });

  const days = reminder.field.value;
  const invitedOnly = watch('invitedOnly');
  return (
    <form className="grid gap-6" onSubmit={submit} noValidate aria-label={words.settings}>
      <SettingsCard title={words.whoMayAnswer} gap="gap-2">
        <ChoiceRow
          type="checkbox"
          title={words.invitedOnly}
          hintId="invited-only-hint"
          hint={invitedOnly ? words.invitedOnlyOn : words.invitedOnlyOff}
          {...register('invitedOnly')}
        />
      </SettingsCard>

      <SettingsCard title={words.invitationMessage} gap="gap-4">
        <Field
          label={words.messageLabel}
          id="guest-message"
          hint={words.messageHint}
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
            {words.insertPlaceholder}
          </p>
          <ul className="flex flex-wrap gap-2" aria-labelledby="placeholder-list">
            {MESSAGE_PLACEHOLDERS.map((placeholder) => (
              <li key={placeholder}>
                <Button size="sm" variant="subtle" onClick={() => insertPlaceholder(placeholder)} aria-label={words.insert(placeholder, words.placeholders[placeholder])}>
                  <code>{placeholder}</code>
                  <span className="hidden text-stone-600 sm:inline">{words.placeholders[placeholder]}</span>
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => message.field.onChange(DEFAULT_MESSAGES[invitation.language])}>
              {words.startFromDefault(languageNames[invitation.language])}
            </Button>
            {message.field.value && (
              <Button size="sm" variant="ghost" onClick={() => message.field.onChange('')}>
                {words.defaultPerLanguage}
              </Button>
            )}
          </div>
        </div>
        <div className="grid gap-3 rounded-xl bg-stone-50 p-3 sm:p-4">
          <div className="grid gap-1.5 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-3">
            <label htmlFor="preview-household" className="text-sm font-medium text-stone-800">
              {words.previewFor}
            </label>
            <Select id="preview-household" value={previewHousehold.id} onChange={(event) => setPreviewId(event.target.value)} disabled={households.length === 0}>
              {households.length === 0 ? (
                <option value="sample">{words.example(SAMPLE.name)}</option>
              ) : (
                households.map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))
              )}
            </Select>
          </div>
          <p className="text-xs font-medium uppercase tracking-wide text-stone-600">{words.inLanguage(languageNames[previewLanguage])}</p>
          <output aria-live="polite" aria-label={words.messagePreview} className="block whitespace-pre-wrap rounded-xl [overflow-wrap:anywhere] bg-emerald-50 p-3 text-sm text-stone-900 ring-1 ring-emerald-600/20">
            {preview}
          </output>
        </div>
        <details className="rounded-xl border border-stone-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-stone-800">{words.defaultTexts}</summary>
          <dl className="mt-3 grid gap-3">
            {LANGUAGES.map((language) => (
              <div key={language} className="grid gap-1">
                <dt className="font-medium text-stone-800">{languageNames[language]}</dt>
                <dd className="whitespace-pre-wrap text-stone-700 [overflow-wrap:anywhere]">{DEFAULT_MESSAGES[language]}</dd>
              </div>
            ))}
          </dl>
        </details>
      </SettingsCard>

      <SettingsCard title={words.automaticReminders} gap="gap-3">
        <ChoiceRow
          type="checkbox"
          title={words.reminderTitle}
          hint={invitation.rsvpDeadline ? words.reminderHint(formatInvitationDate(invitation.rsvpDeadline, hostLanguage)) : words.reminderNoDeadline}
          checked={days !== null}
          onChange={(event) => reminder.field.onChange(event.target.checked ? lastDays : null)}
        />
        {days !== null && (
          <Field label={words.reminderDays} id="reminder-days" hint={words.reminderDaysHint} error={formState.errors.autoReminderDays ? words.reminderDaysError : undefined}>
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
          <legend className="mb-2 font-serif text-lg font-semibold text-stone-900">{words.notifyTitle}</legend>
          {HOST_NOTIFY.map((value) => (
            <ChoiceRow key={value} type="radio" value={value} title={words.notify[value].label} hint={words.notify[value].hint} {...register('hostNotify')} />
          ))}
          {hasDailyDigest(watch('hostNotify') ?? 'off') && <DigestNowButton invitationId={invitation.id} saved={hasDailyDigest(invitation.settings.hostNotify)} />}
        </fieldset>
      </section>

      <div className="flex justify-end">
        <Button type="submit" loading={formState.isSubmitting} className="w-full sm:w-auto">
          {words.saveSettings}
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
