import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { LANGUAGES, type Language } from '@shared/constants';
import { GUEST_LIMITS, householdInputSchema, type GuestListEvent, type Household, type HouseholdData } from '@shared/guests';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { Field } from '@web/components/ui/field';
import { inputClasses } from '@web/components/ui/input';
import { LabelledOptions, Select } from '@web/components/ui/select';
import { TextField } from '@web/components/ui/text-field';
import type { HostLanguage } from '@shared/host-language';
import { formatDate } from '@web/i18n/format';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';

/** Groups as the host types them: "Office, Bride's family". */
export const parseTags = (text: string) => text.split(/[,;]/).map((tag) => tag.trim()).filter(Boolean);

const EMPTY: HouseholdData = { name: '', seats: 2, phone: '', email: '', tags: [], language: null, note: '', eventIds: null };

// The host's wall-clock date as entered (YYYY-MM-DD), shown as such in every time zone.
const EVENT_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
export function eventDateLabel(language: HostLanguage, date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? formatDate(language, new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))), EVENT_DATE) : '';
}

/**
 * "Invited to: All events / Chosen events [a checkbox per event]" (product.md §13). Null: every
 * event, including ones the host adds later; a list stays the host's explicit choice.
 */
function EventsChoice({ events, value, onChange, error }: { events: GuestListEvent[]; value: string[] | null; onChange: (next: string[] | null) => void; error?: string }) {
  const words = useWords('guests');
  const language = useLanguage();
  const toggle = (id: string, on: boolean) => {
    const chosen = new Set(value ?? []);
    if (on) chosen.add(id);
    else chosen.delete(id);
    onChange(events.filter((event) => chosen.has(event.id)).map((event) => event.id));
  };
  const radio = 'size-4 cursor-pointer accent-brand-600';
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'household-events-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-900">{words.invitedTo}</legend>
      <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-stone-800">
        <input type="radio" name="household-events" className={radio} checked={value === null} onChange={() => onChange(null)} />
        {words.allEvents} <span className="text-stone-600">{words.addedLater}</span>
      </label>
      <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-stone-800">
        <input type="radio" name="household-events" className={radio} checked={value !== null} onChange={() => onChange(events.map((event) => event.id))} />
        {words.chosenEvents}
      </label>
      {value !== null && (
        <div className="grid gap-1 pl-6">
          {events.map((event) => (
            <label key={event.id} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-stone-800">
              <input type="checkbox" className="size-5 cursor-pointer accent-brand-600" checked={value.includes(event.id)} onChange={(change) => toggle(event.id, change.target.checked)} />
              <span className="break-words">
                {event.name}
                {event.date && <span className="text-stone-600"> · {eventDateLabel(language, event.date)}</span>}
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id="household-events-error" role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface HouseholdDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The household being changed; none to add one. */
  household: Household | null;
  invitationLanguage: Language;
  /** The invitation's events (the guest list's `events`); with more than one, the dialog asks which the household is invited to. */
  events?: GuestListEvent[];
  /** Saves; rejects with the server's ApiError (its message is shown at the field it concerns). */
  onSave: (data: HouseholdData) => Promise<void>;
}

/** Add or change one household (householdInputSchema: the same rules the server applies). */
export function HouseholdDialog({ open, onOpenChange, household, invitationLanguage, events = [], onSave }: HouseholdDialogProps) {
  const words = useWords('guests');
  const { register, control, handleSubmit, reset, setError, formState } = useSchemaForm(householdInputSchema, { defaultValues: EMPTY });
  const [formError, setFormError] = useState('');
  const tags = useController({ control, name: 'tags' });
  const language = useController({ control, name: 'language' });
  const eventIds = useController({ control, name: 'eventIds' });
  const [tagText, setTagText] = useState('');

  useEffect(() => {
    if (!open) return;
    const values: HouseholdData = household
      ? {
          name: household.name,
          seats: household.seats,
          phone: household.phone,
          email: household.email,
          tags: household.tags,
          language: household.language,
          note: household.note,
          eventIds: household.eventIds,
        }
      : EMPTY;
    reset(values);
    setTagText(values.tags.join(', '));
    setFormError('');
  }, [open, household, reset]);

  const submit = handleSubmit(async (data) => {
    setFormError('');
    try {
      await onSave(data);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'INVALID_PHONE' || error.code === 'DUPLICATE_PHONE') setError('phone', { message: error.message }, { shouldFocus: true });
      else if (error.code === 'DUPLICATE_EMAIL') setError('email', { message: error.message }, { shouldFocus: true });
      else if (error.code === 'UNKNOWN_EVENT' || error.code === 'NO_EVENT') setError('eventIds', { message: error.message });
      else setFormError(error.message);
    }
  });

  const errors = formState.errors;
  const title = household ? words.edit(household.name) : words.addAHousehold;
  return (
    <Dialog open={open} onOpenChange={(next) => !formState.isSubmitting && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeading title={title} description={words.householdIntro} />
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <TextField label={words.nameOnInvitation} required placeholder={words.namePlaceholder} maxLength={GUEST_LIMITS.nameMax} autoComplete="off" error={errors.name?.message} {...register('name')} />
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
            <TextField
              label={words.seatsHeading}
              required
              type="number"
              inputMode="numeric"
              min={GUEST_LIMITS.seatsMin}
              max={GUEST_LIMITS.seatsMax}
              hint={`${GUEST_LIMITS.seatsMin}–${GUEST_LIMITS.seatsMax}`}
              error={errors.seats?.message}
              {...register('seats')}
            />
            <TextField label={words.phoneLabel} type="tel" inputMode="tel" autoComplete="off" placeholder="012-345 6789" hint={words.phoneHint} error={errors.phone?.message} {...register('phone')} />
          </div>
          <TextField label={words.email} type="email" autoComplete="off" placeholder="ahmad@example.com" error={errors.email?.message} {...register('email')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={words.groups}
              hint={words.groupsHint}
              autoComplete="off"
              value={tagText}
              name={tags.field.name}
              ref={tags.field.ref}
              onBlur={tags.field.onBlur}
              onChange={(event) => {
                setTagText(event.target.value);
                tags.field.onChange(parseTags(event.target.value));
              }}
              error={errors.tags ? words.groupsLimit(GUEST_LIMITS.tagsPerHousehold, GUEST_LIMITS.tagMax) : undefined}
            />
            <Field label={words.messageLanguage} id="household-language" hint={words.messageLanguageHint}>
              <Select
                value={language.field.value ?? ''}
                name={language.field.name}
                ref={language.field.ref}
                onBlur={language.field.onBlur}
                onChange={(event) => language.field.onChange(event.target.value === '' ? null : event.target.value)}
              >
                <option value="">{words.invitationsLanguage(words.languageNames[invitationLanguage])}</option>
                <LabelledOptions values={LANGUAGES} labels={words.languageNames} />
              </Select>
            </Field>
          </div>
          {events.length > 1 && (
            <EventsChoice
              events={events}
              value={eventIds.field.value ?? null}
              onChange={(next) => eventIds.field.onChange(next)}
              error={errors.eventIds ? (errors.eventIds.message ?? words.chooseEvent) : undefined}
            />
          )}
          <Field label={words.note} id="household-note" error={errors.note?.message}>
            <textarea rows={2} maxLength={GUEST_LIMITS.noteMax} className={cn(inputClasses, 'resize-y')} {...register('note')} />
          </Field>
          <FormAlert>{formError}</FormAlert>
          <DialogActions onCancel={() => onOpenChange(false)} busy={formState.isSubmitting}>
            <Button type="submit" loading={formState.isSubmitting}>
              {household ? words.saveChanges : words.addHousehold}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
