import { Icon } from './icons';
import { useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { InvitationEvent } from '@shared/events';
import { RSVP_FIELD_MAX, rsvpFieldProblems } from '@shared/field-rules';
import { fillText } from '@shared/i18n/invitation-base';
import type { RsvpEventStrings } from '@shared/i18n/rsvp-events';
import type { InvitationView, RsvpEventAnswer, RsvpReceipt } from '@shared/invitation-view';
import {
  errorMessage,
  eventTitle,
  guestsMax,
  initialState,
  mealsOf,
  type EventReplyState,
  type FieldName,
  type FieldProblems,
  type FormState,
  type GuestRsvpController,
  type Phase,
} from './rsvp-form-state';
import { EventBlock } from './RsvpEventBlock';
import { AttendingChoice, HydratedButton, SelectField, guestCountOptions, mealChoiceOptions } from './RsvpFields';
import { Sheet } from './Sheet';
import { Tint, type RenderContext, useScopedId } from './ui';

/**
 * product.md §5 attendance: the RSVP form, localised, wired to the page through `RsvpController`:
 * its fields, the checks before sending (the contract's rules without zod, shared/field-rules.ts),
 * sending and withdrawing. Its state is rsvp-form-state.ts, its fields RsvpFields.tsx, each event's
 * reply RsvpEventBlock.tsx.
 */
export function RsvpForm({
  invitation,
  events,
  words,
  rsvp,
  ctx,
  phase,
  setPhase,
  onSent,
}: {
  invitation: InvitationView;
  events: InvitationEvent[];
  words: RsvpEventStrings;
  rsvp?: GuestRsvpController;
  ctx: RenderContext;
  phase: Phase;
  setPhase: (phase: Phase) => void;
  onSent: (receipt: RsvpReceipt, guestName: string, wishes: string) => void;
}) {
  const { text, notify } = ctx;
  const settings = invitation.rsvp;
  const id = useScopedId();
  const [form, setForm] = useState(() => initialState(rsvp, events, invitation.rsvp.mealOptions));
  const [errors, setErrors] = useState<FieldProblems>({});
  // Several events: one block each; one event (or none in an old preview): the form as it always was.
  const perEvent = events.length > 1;
  const [unanswered, setUnanswered] = useState<string[]>([]);
  const eventRefs = useRef<Record<string, HTMLInputElement | null>>({});
  const [failure, setFailure] = useState('');
  const refs = {
    guestName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    carPlate: useRef<HTMLInputElement>(null),
  };
  const maxGuests = guestsMax(rsvp);
  const seatsHint = rsvp?.seats ? fillText(rsvp.seats === 1 ? text.seatsOne : text.seatsMany, { seats: String(rsvp.seats) }) : undefined;

  const busy = phase === 'sending' || phase === 'withdrawing';
  const meals = mealsOf(events[0], settings.mealOptions);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((previous) => ({ ...previous, [key]: value }));
  const setReply = (eventId: string, change: Partial<EventReplyState>) => {
    setForm((previous) => ({ ...previous, replies: { ...previous.replies, [eventId]: { ...previous.replies[eventId]!, ...change } } }));
    if (change.attending !== undefined) setUnanswered((list) => list.filter((id) => id !== eventId));
  };
  // Per event, the answer attends when it attends any event (the car plate is asked then).
  const attendingAny = perEvent ? events.some((event) => form.replies[event.id]?.attending) : form.attending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rsvp || busy) return;
    const guestName = form.guestName.trim();
    const email = form.email.trim();
    const phone = form.phone.trim();
    const attending = attendingAny;
    const carPlate = attending && settings.requireCarPlate ? form.carPlate.trim() : '';
    const missing = perEvent ? events.filter((event) => form.replies[event.id]?.attending == null).map((event) => event.id) : [];
    // The contract's rules, without zod (shared/field-rules.ts); each problem names its message.
    const found = rsvpFieldProblems({ guestName, email, phone, carPlate });
    setErrors(found);
    setUnanswered(missing);
    const first = (['guestName', 'email', 'phone', 'carPlate'] as const).find((name) => found[name]);
    if (first) {
      if (found.guestName === 'nameRequired') notify(text.nameRequired, text.missingInfo);
      refs[first].current?.focus();
      return;
    }
    if (missing.length) {
      notify(words.answerEach, text.missingInfo);
      eventRefs.current[missing[0]!]?.focus();
      return;
    }
    const replies: RsvpEventAnswer[] = events.map((event) => {
      const reply = form.replies[event.id]!;
      const going = Boolean(reply.attending);
      return {
        eventId: event.id,
        attending: going,
        guests: going ? (settings.allowPlusOnes ? reply.guests : 1) : 0,
        mealChoice: going && mealsOf(event, settings.mealOptions).length ? reply.mealChoice : '',
      };
    });
    const going = replies.filter((reply) => reply.attending);
    const mainReply = going.find((reply) => events.find((event) => event.id === reply.eventId)?.isMain) ?? going[0];
    const wishes = form.wishes.trim();
    setFailure('');
    setPhase('sending');
    try {
      // Declining means no guests, no meal, no plate (product.md §5).
      const receipt = await rsvp.submit({
        guestName,
        email,
        phone,
        attending,
        ...(perEvent
          ? { numberOfGuests: Math.max(0, ...going.map((reply) => reply.guests)), mealChoice: mainReply?.mealChoice ?? '', events: replies }
          : { numberOfGuests: attending ? (settings.allowPlusOnes ? form.numberOfGuests : 1) : 0, mealChoice: attending && meals.length ? form.mealChoice : '' }),
        carPlate,
        wishes,
        website: form.website,
      });
      setPhase('sent');
      onSent(receipt, guestName, wishes);
    } catch (error) {
      setPhase('form');
      setFailure(errorMessage(error, text.submitFailed));
    }
  };

  // Withdrawing is irreversible: a dialog asks first (Cancel keeps the answer).
  const [asking, setAsking] = useState(false);
  const withdraw = async () => {
    setAsking(false);
    if (!rsvp?.withdraw || busy) return;
    setFailure('');
    setPhase('withdrawing');
    try {
      await rsvp.withdraw();
      setPhase('withdrawn');
      notify(text.withdrawn);
    } catch (error) {
      setPhase('form');
      setFailure(errorMessage(error, text.genericError));
    }
  };

  const textField = (name: FieldName, label: string, props: InputHTMLAttributes<HTMLInputElement>) => {
    const problem = errors[name];
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="inv-label">
          {label}
          {name === 'guestName' && <span aria-hidden="true"> *</span>}
        </label>
        <input
          ref={refs[name]}
          id={`${id}-${name}`}
          name={name}
          type="text"
          className="inv-field"
          value={form[name]}
          onChange={(event) => set(name, event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${name}-error` : undefined}
          {...props}
        />
        {problem && (
          <p id={`${id}-${name}-error`} className="mt-1.5 flex items-center gap-1.5 text-sm font-semibold">
            <Icon name="alert" className="size-4 shrink-0" />
            {text[problem]}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="space-y-5 text-left">
      {textField('guestName', text.nameLabel, { required: true, autoComplete: 'name', maxLength: RSVP_FIELD_MAX.guestName, placeholder: text.namePlaceholder })}
      {textField('email', text.emailLabel, { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: RSVP_FIELD_MAX.email, placeholder: text.emailPlaceholder })}
      {textField('phone', text.phoneLabel, { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: RSVP_FIELD_MAX.phone, placeholder: text.phonePlaceholder })}

      {perEvent ? (
        <fieldset className="space-y-4">
          <legend className="inv-label">{words.eventsLegend}</legend>
          {events.map((event) => (
            <EventBlock
              key={event.id}
              id={`${id}-event-${event.id}`}
              title={eventTitle(event, invitation, text)}
              reply={form.replies[event.id]!}
              meals={mealsOf(event, settings.mealOptions)}
              plusOnes={Boolean(settings.allowPlusOnes)}
              maxGuests={maxGuests}
              seatsHint={seatsHint}
              missing={unanswered.includes(event.id) ? words.answerEach : ''}
              text={text}
              firstRadio={(element) => {
                eventRefs.current[event.id] = element;
              }}
              onChange={(change) => setReply(event.id, change)}
            />
          ))}
        </fieldset>
      ) : (
        <>
          <fieldset>
            <legend className="inv-label">{text.attendingLegend}</legend>
            <AttendingChoice name="attending" value={form.attending} text={text} onChange={(attending) => set('attending', attending)} />
          </fieldset>

          {form.attending && settings.allowPlusOnes && (
            <SelectField id={`${id}-numberOfGuests`} name="numberOfGuests" label={text.guestsLabel} hint={seatsHint} value={form.numberOfGuests} onChange={(value) => set('numberOfGuests', Number(value))}>
              {guestCountOptions(maxGuests)}
            </SelectField>
          )}

          {form.attending && meals.length > 0 && (
            <SelectField id={`${id}-mealChoice`} name="mealChoice" label={text.mealLabel} value={form.mealChoice} onChange={(value) => set('mealChoice', value)}>
              {mealChoiceOptions(meals, text.mealPlaceholder)}
            </SelectField>
          )}
        </>
      )}

      {attendingAny &&
        settings.requireCarPlate &&
        textField('carPlate', text.carPlateLabel, { autoCapitalize: 'characters', autoComplete: 'off', maxLength: RSVP_FIELD_MAX.carPlate, placeholder: text.carPlatePlaceholder })}

      <div>
        <label htmlFor={`${id}-wishes`} className="inv-label">
          {text.wishesLabel}
        </label>
        <textarea
          id={`${id}-wishes`}
          name="wishes"
          rows={4}
          maxLength={RSVP_FIELD_MAX.wishes}
          placeholder={text.wishesPlaceholder}
          value={form.wishes}
          onChange={(event) => set('wishes', event.target.value)}
          className="inv-field resize-y"
        />
      </div>

      {/* Honeypot: off-screen and out of the tab order; people never fill it, bots do. */}
      <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={form.website} onChange={(event) => set('website', event.target.value)} />
      </div>

      {failure && (
        <Tint className="flex items-start gap-2 px-4 py-3 text-sm font-semibold">
          <p role="alert" className="flex items-start gap-2">
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            {failure}
          </p>
        </Tint>
      )}

      <div className="space-y-3 pt-1">
        <HydratedButton type="submit" disabled={!rsvp || busy} className="inv-btn w-full">
          {phase === 'sending' && <Icon name="loader" className="size-4 animate-spin" />}
          {phase === 'sending' ? text.sending : rsvp?.initial ? text.update : text.submit}
        </HydratedButton>
        {rsvp?.initial && rsvp.withdraw && (
          <HydratedButton type="button" onClick={() => setAsking(true)} disabled={busy} className="inv-btn inv-btn-line w-full">
            {phase === 'withdrawing' && <Icon name="loader" className="size-4 animate-spin" />}
            {phase === 'withdrawing' ? text.withdrawing : text.withdraw}
          </HydratedButton>
        )}
        {!rsvp && <p className="text-center text-xs">{text.previewNote}</p>}
      </div>
    </form>
    <Sheet open={asking} title={words.withdrawAsk} closeLabel={text.close} onClose={() => setAsking(false)}>
      <div className="grid grid-cols-2 gap-2.5">
        <button type="button" onClick={() => setAsking(false)} className="inv-btn inv-btn-line">
          {words.cancel}
        </button>
        <button type="button" onClick={withdraw} className="inv-btn">
          {text.withdraw}
        </button>
      </div>
    </Sheet>
    </>
  );
}
