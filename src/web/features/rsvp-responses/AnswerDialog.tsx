import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { toast } from 'sonner';
import { RSVP_GUESTS_MAX } from '@shared/constants';
import {
  HOST_ANSWER_ERRORS,
  hostAnswerSchema,
  type AnswerOptions,
  type EventSummary,
  type HostAnswer,
  type HostAnswerInput,
  type ResponseHousehold,
  type ResponseRow,
} from '@shared/responses';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { Field } from '@web/components/ui/field';
import { Options, Select } from '@web/components/ui/select';
import { TextField } from '@web/components/ui/text-field';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { addAnswer, editAnswer, refreshAfterAnswer } from './api';
import { HouseholdPicker } from './HouseholdPicker';

export interface AnswerDialogProps {
  invitationId: string;
  /** The answer to edit; none: a new answer taken by phone. */
  row?: ResponseRow;
  options: AnswerOptions;
  /** The invitation's events; with more than one, the form asks per event. */
  events: readonly EventSummary[];
  /** The invitation has a guest list: the answer may be linked to one of its households. */
  hasGuestList: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Add answer" and "Edit": the host types in an answer taken by phone, or corrects one. */
/** A meal select's options for the host: none, then each meal (the answer and each event's reply). */
/** How many guests come (at least 1), up to the linked household's seats (`maxGuests`), which the hint names. */
function GuestCountField({ household, maxGuests, ...props }: ComponentProps<typeof TextField> & { household: ResponseHousehold | null; maxGuests: number }) {
  const words = useWords('responses');
  return <TextField type="number" inputMode="numeric" min={1} max={maxGuests} required hint={household ? words.upTo(household.name, household.seats) : undefined} {...props} />;
}

function MealOptions({ meals }: { meals: readonly { id: string; name: string }[] }) {
  const words = useWords('responses');
  return (
    <>
      <option value="">{words.noMealChosen}</option>
      <Options options={meals.map((meal) => ({ value: meal.id, label: meal.name }))} />
    </>
  );
}

export function AnswerDialog({ open, onOpenChange, row, ...props }: AnswerDialogProps) {
  const words = useWords('responses');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{row ? words.editAnswerOf(row.guestName) : words.addAnAnswer}</DialogTitle>
          <DialogDescription>
            {row ? words.editDescription : words.addDescription}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts from the row as it is now. */}
        {open && <AnswerForm row={row} onDone={() => onOpenChange(false)} {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function defaultsOf(row: ResponseRow | undefined): HostAnswerInput {
  return {
    guestName: row?.guestName ?? '',
    attending: row?.attending ?? true,
    numberOfGuests: row ? String(Math.max(row.numberOfGuests, 1)) : '1',
    mealChoice: row?.mealChoice ?? '',
    carPlate: row?.carPlate ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    householdId: row?.household?.id ?? null,
  };
}

/** One event's reply as the form holds it: attending, not attending, or not chosen (no reply for the event). */
interface ReplyDraft {
  attending: boolean | null;
  guests: string;
  mealChoice: string;
}

function replyDraftsOf(row: ResponseRow | undefined, events: readonly EventSummary[]): Record<string, ReplyDraft> {
  return Object.fromEntries(
    events.map((event) => {
      const reply = row?.events.find((r) => r.eventId === event.eventId);
      // A new answer starts as "attending, one guest" everywhere, like the one-event form.
      const attending = reply ? reply.attending : row ? null : true;
      return [event.eventId, { attending, guests: String(Math.max(reply?.guests ?? 1, 1)), mealChoice: reply?.mealChoice ?? '' }];
    }),
  );
}

/** The household's events (all of them without a household, or when it is invited to every event). */
const eventsFor = (events: readonly EventSummary[], household: ResponseHousehold | null) =>
  household?.eventIds ? events.filter((event) => household.eventIds!.includes(event.eventId)) : [...events];

/** Which field a refusal of the server is about (the message goes beside it). */
const FIELD_OF_ERROR: Partial<Record<string, keyof HostAnswerInput>> = {
  [HOST_ANSWER_ERRORS.invalidPhone]: 'phone',
  [HOST_ANSWER_ERRORS.unknownMeal]: 'mealChoice',
  [HOST_ANSWER_ERRORS.seats]: 'numberOfGuests',
  [HOST_ANSWER_ERRORS.householdAnswered]: 'householdId',
};

function AnswerForm({ invitationId, row, options, events, hasGuestList, onDone }: Omit<AnswerDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const words = useWords('responses');
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, watch, setValue, setError, clearErrors } = useSchemaForm(hostAnswerSchema, { defaultValues: defaultsOf(row) });
  const { errors } = formState;
  const [household, setHousehold] = useState<ResponseHousehold | null>(row?.household ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const perEvent = events.length > 1;
  const [drafts, setDrafts] = useState(() => replyDraftsOf(row, events));
  const [replyErrors, setReplyErrors] = useState<Record<string, string>>({});
  const shownEvents = eventsFor(events, household);
  const attending = perEvent ? shownEvents.some((event) => drafts[event.eventId]?.attending) : watch('attending');
  const maxGuests = household?.seats ?? RSVP_GUESTS_MAX;
  // A meal the host has removed since stays choosable on the answer that has it.
  const meals = row?.mealChoice && !options.mealOptions.some((m) => m.id === row.mealChoice) ? [...options.mealOptions, { id: row.mealChoice, name: row.mealName }] : options.mealOptions;
  const askCarPlate = options.askCarPlate || Boolean(row?.carPlate);

  const focusFirstError = () => requestAnimationFrame(() => document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus());

  /** The per-event replies, checked here (the server checks them again): null when one is wrong. */
  function checkedReplies(): HostAnswer['events'] | null {
    const found: Record<string, string> = {};
    const replies = shownEvents.flatMap((event) => {
      const draft = drafts[event.eventId];
      if (!draft || draft.attending === null) return [];
      if (!draft.attending) return [{ eventId: event.eventId, attending: false, guests: 0, mealChoice: '' }];
      const guests = Number(draft.guests);
      if (!Number.isInteger(guests) || guests < 1 || guests > maxGuests) {
        found[event.eventId] = household && guests > household.seats ? words.seatsExceeded(household.name, household.seats) : words.guestsBetween(maxGuests);
      }
      return [{ eventId: event.eventId, attending: true, guests, mealChoice: draft.mealChoice }];
    });
    if (replies.length === 0 && shownEvents.length > 0) found[shownEvents[0]!.eventId] = words.chooseAttending;
    setReplyErrors(found);
    return Object.keys(found).length > 0 ? null : replies;
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (perEvent) {
      const replies = checkedReplies();
      if (!replies) {
        event.preventDefault();
        focusFirstError();
        return;
      }
      setValue('events', replies);
    }
    return submit(event);
  };

  const submit = handleSubmit(async (answer: HostAnswer) => {
    setFailure(null);
    // The server checks it too; this answers at once.
    if (household && answer.attending && answer.numberOfGuests > household.seats) {
      setError('numberOfGuests', { message: words.seatsExceeded(household.name, household.seats) });
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      await (row ? editAnswer(invitationId, row.id, answer) : addAnswer(invitationId, answer));
      toast.success(row ? words.saved : words.added);
      await refreshAfterAnswer(queryClient, invitationId);
      onDone();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : words.saveFailed;
      // Per event, the guests and meal fields are the events' own: the message goes on top.
      const field = error instanceof ApiError && !perEvent ? FIELD_OF_ERROR[error.code] : undefined;
      if (field) {
        setError(field, { message });
        focusFirstError();
      } else {
        setFailure(message);
        toast.error(message);
      }
    } finally {
      setSaving(false);
    }
  }, focusFirstError);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={row ? words.editAnswerForm : words.newAnswerForm}>
      <FormAlert>{failure}</FormAlert>
      <TextField label={words.guestName} required autoComplete="off" maxLength={100} error={errors.guestName?.message} {...register('guestName')} />
      {perEvent ? (
        <>
          {shownEvents.map((event) => (
            <EventReplyFields
              key={event.eventId}
              event={event}
              draft={drafts[event.eventId]!}
              storedMeal={row?.events.find((reply) => reply.eventId === event.eventId)}
              maxGuests={maxGuests}
              household={household}
              error={replyErrors[event.eventId]}
              onChange={(draft) => {
                setDrafts((current) => ({ ...current, [event.eventId]: draft }));
                setReplyErrors(({ [event.eventId]: _, ...rest }) => rest);
              }}
            />
          ))}
          {attending && askCarPlate && <TextField label={words.carPlate} autoComplete="off" maxLength={20} error={errors.carPlate?.message} {...register('carPlate')} />}
        </>
      ) : (
        <>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">{words.answer}</legend>
          <div className="grid grid-cols-2 gap-2">
            {[
              { value: true, label: words.attending },
              { value: false, label: words.notAttending },
            ].map((choice) => (
              <label
                key={choice.label}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                  attending === choice.value ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-stone-300 bg-white text-stone-800',
                )}
              >
                <input
                  type="radio"
                  name="attending"
                  className="size-4 accent-brand-600"
                  checked={attending === choice.value}
                  onChange={() => setValue('attending', choice.value)}
                />
                {choice.label}
              </label>
            ))}
          </div>
          {errors.attending?.message && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.attending.message}
            </p>
          )}
        </fieldset>
        {attending && (
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <GuestCountField label={words.numberOfGuests} household={household} maxGuests={maxGuests} error={errors.numberOfGuests?.message} {...register('numberOfGuests')} />
            {meals.length > 0 && (
              <Field label={words.mealChoice} error={errors.mealChoice?.message}>
                {(control) => (
                  <Select {...control} {...register('mealChoice')}>
                    <MealOptions meals={meals} />
                  </Select>
                )}
              </Field>
            )}
            {askCarPlate && <TextField label={words.carPlate} autoComplete="off" maxLength={20} error={errors.carPlate?.message} {...register('carPlate')} />}
          </div>
        )}
        </>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField label={words.phone} type="tel" autoComplete="off" hint={words.phoneHint} error={errors.phone?.message} {...register('phone')} />
        <TextField label={words.email} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      </div>
      {(hasGuestList || household) && (
        <HouseholdPicker
          invitationId={invitationId}
          responseId={row?.id}
          value={household}
          error={errors.householdId?.message}
          onChange={(next) => {
            setHousehold(next);
            setValue('householdId', next?.id ?? null);
            clearErrors(['householdId', 'numberOfGuests']);
            setReplyErrors({});
          }}
        />
      )}
      <DialogActions onCancel={onDone} busy={saving}>
        <Button type="submit" loading={saving}>
          {row ? words.saveAnswer : words.addAnswer}
        </Button>
      </DialogActions>
    </form>
  );
}

/** One event's reply: attending or not, and when attending its guests and (if the event offers meals) a meal. */
function EventReplyFields({
  event,
  draft,
  storedMeal,
  maxGuests,
  household,
  error,
  onChange,
}: {
  event: EventSummary;
  draft: ReplyDraft;
  storedMeal: ResponseRow['events'][number] | undefined;
  maxGuests: number;
  household: ResponseHousehold | null;
  error: string | undefined;
  onChange: (draft: ReplyDraft) => void;
}) {
  const meals =
    storedMeal?.mealChoice && !event.mealOptions.some((m) => m.id === storedMeal.mealChoice)
      ? [...event.mealOptions, { id: storedMeal.mealChoice, name: storedMeal.mealName }]
      : event.mealOptions;
  const words = useWords('responses');
  const name = `attending-${event.eventId}`;
  const choices = [
    { value: true, label: words.attending },
    { value: false, label: words.notAttending },
  ] as const;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-stone-200 p-3" aria-label={event.name}>
      <legend className="px-1 text-sm font-semibold text-stone-900">{event.name}</legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <label
            key={choice.label}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              draft.attending === choice.value ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-stone-300 bg-white text-stone-800',
            )}
          >
            <input
              type="radio"
              name={name}
              className="size-4 accent-brand-600"
              checked={draft.attending === choice.value}
              aria-invalid={Boolean(error) && draft.attending === null ? true : undefined}
              onChange={() => onChange({ ...draft, attending: choice.value })}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {draft.attending === null && !error && <p className="text-sm text-stone-600">{words.noReplyYet}</p>}
      {draft.attending === null && error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {draft.attending && (
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <GuestCountField
            label={words.guestsAt(event.name)}
            household={household}
            maxGuests={maxGuests}
            error={error}
            value={draft.guests}
            onChange={(change) => onChange({ ...draft, guests: change.target.value })}
          />
          {meals.length > 0 && (
            <Field label={words.mealAt(event.name)}>
              {(control) => (
                <Select {...control} value={draft.mealChoice} onChange={(change) => onChange({ ...draft, mealChoice: change.target.value })}>
                  <MealOptions meals={meals} />
                </Select>
              )}
            </Field>
          )}
        </div>
      )}
    </fieldset>
  );
}
