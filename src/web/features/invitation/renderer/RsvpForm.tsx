import { Icon } from './icons';
import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { RSVP_GUESTS_MAX, RSVP_GUESTS_MIN } from '@shared/constants';
import type { InvitationEvent } from '@shared/events';
import { fillText } from '@shared/i18n/invitation-base';
import type { RsvpEventStrings } from '@shared/i18n/rsvp-events';
import type { InvitationView, PublicWish, RsvpEventAnswer, RsvpReceipt } from '@shared/invitation-view';
import type { RsvpController } from '@web/features/invitation/types';
import { formatDate } from './format';
import { Sheet } from './Sheet';
import { Panel, SectionHeading, Tint, useMounted, type RenderContext } from './ui';

/** Hand-written checks with the messages of the shared schema (zod stays off the public page). */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
/** A phone number's shape only; the server reads it properly (libphonenumber-js stays off the page). */
const PHONE = /^\+?[\d\s().-]{7,24}$/;

/**
 * What the page adds on a household's personal link: its events, and what its check-in code needs.
 * (An extension of `RsvpController` kept here until types.ts carries it.)
 */
export interface HouseholdRsvp {
  /** The events it is invited to (null: all); absent on the open and edit links (the public events). */
  eventIds?: string[] | null;
  /** Its personal-link token: the address of its check-in code. */
  checkinToken?: string;
  householdName?: string;
}
export type GuestRsvpController = RsvpController & HouseholdRsvp;

/** One event's reply on the form (attending null: not answered yet). */
interface EventReplyState {
  attending: boolean | null;
  guests: number;
  mealChoice: string;
}

interface FormState {
  guestName: string;
  email: string;
  phone: string;
  attending: boolean;
  numberOfGuests: number;
  mealChoice: string;
  carPlate: string;
  wishes: string;
  website: string;
  /** Per event, when the guest sees several. */
  replies: Record<string, EventReplyState>;
}
type FieldName = 'guestName' | 'email' | 'phone' | 'carPlate';
type Phase = 'form' | 'sending' | 'withdrawing' | 'sent' | 'withdrawn';

/** The most guests the form offers: the household's seats on a personal link. */
const guestsMax = (rsvp: RsvpController | undefined) => Math.min(RSVP_GUESTS_MAX, rsvp?.seats ?? RSVP_GUESTS_MAX);
const clampGuests = (rsvp: RsvpController | undefined, value: unknown) => Math.min(guestsMax(rsvp), Math.max(RSVP_GUESTS_MIN, Number(value) || 1));

/**
 * The events this guest answers for: a household's on its personal link, else the public ones; the
 * rule of `eventsVisibleTo` (shared/events.ts), repeated here because importing that module brings
 * its zod schemas into the page's chunk (the server applies the shared one).
 */
function eventsOf(invitation: InvitationView, rsvp: GuestRsvpController | undefined): InvitationEvent[] {
  const events = invitation.events ?? [];
  if (rsvp?.eventIds === undefined) return events.filter((event) => event.isPublic || event.isMain);
  const invited = rsvp.eventIds && new Set(rsvp.eventIds);
  return invited ? events.filter((event) => invited.has(event.id)) : events;
}
/** An event's meal options: the main event's are the invitation's own (`rsvp.mealOptions`), the others' their own. */
const mealsOf = (event: InvitationEvent | undefined, invitationMeals: InvitationView['rsvp']['mealOptions']) =>
  ((event && !event.isMain ? event.mealOptions : invitationMeals) ?? []).filter((meal) => meal?.id && meal.name?.trim());

/** "Akad Nikah — Saturday, 20 March 2027"; an unnamed event is called by the invitation's kind ("Wedding"). */
function eventTitle(event: InvitationEvent, invitation: InvitationView, text: RenderContext['text']): string {
  const name = event.name.trim() || text.eventTypes[invitation.eventType] || '';
  const date = formatDate(event.date, text);
  return date ? `${name} — ${date}` : name;
}

function initialState(rsvp: GuestRsvpController | undefined, events: InvitationEvent[], invitationMeals: InvitationView['rsvp']['mealOptions']): FormState {
  const initial = rsvp?.initial;
  const stored = new Map((initial?.events ?? []).map((reply) => [reply.eventId, reply]));
  const replies: Record<string, EventReplyState> = {};
  for (const event of events) {
    // A stored reply for this event; else the answer as a whole (stored before events); else not answered yet.
    const reply = stored.get(event.id);
    const attending = reply ? reply.attending : initial ? initial.attending : null;
    const meal = reply ? reply.mealChoice : (initial?.mealChoice ?? '');
    replies[event.id] = {
      attending,
      guests: clampGuests(rsvp, reply?.guests || initial?.numberOfGuests),
      mealChoice: mealsOf(event, invitationMeals).some((option) => option.id === meal) ? meal : '',
    };
  }
  return {
    guestName: initial?.guestName ?? rsvp?.defaultName ?? '',
    email: initial?.email ?? '',
    phone: initial?.phone ?? '',
    attending: initial?.attending ?? true,
    numberOfGuests: clampGuests(rsvp, initial?.numberOfGuests),
    mealChoice: initial?.mealChoice ?? '',
    carPlate: initial?.carPlate ?? '',
    wishes: initial?.wishes ?? '',
    website: '',
    replies,
  };
}

const message = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** product.md §5 attendance: the RSVP form, localised, wired to the page through `RsvpController`. */

/** The guest-count choices, RSVP_GUESTS_MIN up to the cap (the one form and each event's block). */
function guestCountOptions(maxGuests: number) {
  return Array.from({ length: maxGuests - RSVP_GUESTS_MIN + 1 }, (_, i) => (
    <option key={i} value={i + RSVP_GUESTS_MIN}>
      {i + RSVP_GUESTS_MIN}
    </option>
  ));
}

/** A meal select's options: the placeholder, then each meal with its description. */
function mealChoiceOptions(meals: readonly { id: string; name: string; description?: string }[], placeholder: string) {
  return (
    <>
      <option value="">{placeholder}</option>
      {meals.map((meal) => (
        <option key={meal.id} value={meal.id}>
          {meal.description?.trim() ? `${meal.name} — ${meal.description.trim()}` : meal.name}
        </option>
      ))}
    </>
  );
}

/**
 * A labelled select with its chevron and an optional hint under it (`${id}-hint`): the guest count and
 * the meal, on the one form and in each event's block, are drawn alike.
 */
function SelectField({
  id,
  name,
  label,
  hint,
  value,
  onChange,
  children,
}: {
  id: string;
  /** The form field's name (the one form posts by name; the event blocks do not). */
  name?: string;
  label: string;
  hint?: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="inv-label">{label}</label>
      <div className="relative">
        <select
          id={id}
          name={name}
          aria-describedby={hint ? `${id}-hint` : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="inv-field appearance-none pr-11"
        >
          {children}
        </select>
        <Icon name="chevronDown" className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 opacity-70" />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm">
          {hint}
        </p>
      )}
    </div>
  );
}

export function RsvpSection({
  invitation,
  rsvp,
  ctx,
  headingId,
  onWish,
}: {
  invitation: InvitationView;
  rsvp?: GuestRsvpController;
  ctx: RenderContext;
  headingId: string;
  onWish: (wish: PublicWish) => void;
}) {
  const { text } = ctx;
  const settings = invitation.rsvp;
  const words = text.rsvpEvents;
  const events = eventsOf(invitation, rsvp);
  // A household that is coming shows its check-in code (the server serves it only while its answer is attending).
  const pass = (attending: boolean | undefined) =>
    attending && rsvp?.checkinToken ? <CheckinPass token={rsvp.checkinToken} name={rsvp.householdName ?? ''} seats={rsvp.seats ?? 1} words={words} /> : null;
  const deadline = formatDate(settings.deadline, text, { day: 'numeric', month: 'long', year: 'numeric' });
  const [phase, setPhase] = useState<Phase>('form');
  const [receipt, setReceipt] = useState<RsvpReceipt | null>(null);
  const [thanksOpen, setThanksOpen] = useState(false);
  // A household that has answered sees its answer first; the form opens on "Change my answer".
  const [changing, setChanging] = useState(false);
  const declined = receipt?.attending === false;
  // The private edit link (the only controller that can withdraw) opens at the form, not at the cover;
  // once withdrawn, focus goes to the section so the note below its heading is read next.
  const heading = () => document.getElementById(headingId);
  useEffect(() => {
    if (rsvp?.withdraw && rsvp.initial) heading()?.scrollIntoView({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount (the page remounts it when the answer loads)
  }, []);
  useEffect(() => {
    if (phase === 'withdrawn') heading()?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on the phase only
  }, [phase]);

  // A household's earlier answer, shown before its form (and still shown once replies have closed).
  const earlier = rsvp?.answered && rsvp.initial && (
    <Tint className="px-5 py-6">
      <p className="text-sm font-semibold">{text.yourAnswer}</p>
      {events.length > 1 && rsvp.initial.events?.length ? (
        <ul className="mt-2 space-y-1.5">
          {events.map((event) => {
            const reply = rsvp.initial?.events?.find((item) => item.eventId === event.id);
            return (
              <li key={event.id}>
                <span className="font-semibold">{eventTitle(event, invitation, text)}</span>: {reply?.attending ? text.attendingYes : text.attendingNo}
                {reply?.attending ? ` · ${text.guestsLabel}: ${reply.guests}` : ''}
              </li>
            );
          })}
        </ul>
      ) : (
        <>
          <p className="mt-2 text-lg font-semibold">{rsvp.initial.attending ? text.attendingYes : text.attendingNo}</p>
          {rsvp.initial.attending && (
            <p className="mt-1">
              {text.guestsLabel}: {rsvp.initial.numberOfGuests}
            </p>
          )}
        </>
      )}
      {pass(rsvp.initial.attending)}
      {!rsvp.closed && (
        <button type="button" onClick={() => setChanging(true)} className="inv-btn mt-5 w-full">
          {text.changeAnswer}
        </button>
      )}
    </Tint>
  );

  let body: ReactNode;
  if (rsvp?.closed) {
    body = (
      <>
        {earlier && <div className="mb-4">{earlier}</div>}
        <Tint role="status" className="px-5 py-6">
          <p className="text-lg font-semibold">{text.rsvpClosed}</p>
          <p className="mt-2 text-sm leading-relaxed">{text.rsvpClosedDetail}</p>
        </Tint>
      </>
    );
  } else if (rsvp?.invitedOnly) {
    body = (
      <Tint role="status" className="px-5 py-6 leading-relaxed">
        {text.invitedOnly}
      </Tint>
    );
  } else if (phase === 'sent' && receipt && !thanksOpen) {
    body = (
      <Tint role="status" className="px-5 py-6">
        <p className="mb-2 text-lg font-semibold">{declined ? text.receivedTitle : text.thankYouTitle}</p>
        <ReceiptBody receipt={receipt} ctx={ctx} />
        {pass(receipt.attending)}
      </Tint>
    );
  } else if (earlier && phase === 'form' && !changing) {
    body = earlier;
  } else {
    // Withdrawn: the note, then an empty form (the page's controller is the open link's again).
    body = (
      <>
        {phase === 'withdrawn' && (
          <Tint role="status" className="mb-5 px-5 py-6 text-lg">
            {text.withdrawn}
          </Tint>
        )}
      <RsvpForm
        key={String(!rsvp?.withdraw)}
        invitation={invitation}
        events={events}
        words={words}
        rsvp={rsvp}
        ctx={ctx}
        phase={phase}
        setPhase={setPhase}
        onSent={(sent, guestName, wishes) => {
          setReceipt(sent);
          setThanksOpen(true);
          // A likely duplicate's wish waits for the host (it is not on the public page until then).
          if (!rsvp?.initial && !sent.updated && !sent.duplicate && wishes) onWish({ id: sent.id, guestName, wishes, responseDate: new Date().toISOString() });
        }}
      />
      </>
    );
  }

  return (
    <Panel section labelledBy={headingId}>
      <SectionHeading ctx={ctx} id={headingId}>
        {text.rsvpHeading}
      </SectionHeading>
      {settings.wishes?.trim() && <div className="inv-rich mb-5 leading-relaxed" dangerouslySetInnerHTML={{ __html: settings.wishes }} />}
      {deadline && !rsvp?.closed && <p className="mb-6 text-sm font-medium tracking-wide">{fillText(text.replyBy, { date: deadline })}</p>}
      {body}
      <Sheet
        open={thanksOpen}
        placement="center"
        closeLabel={text.close}
        title={declined ? text.receivedTitle : text.thankYouTitle}
        icon={
          <span aria-hidden="true" className="inv-tint mx-auto mb-4 flex size-16 items-center justify-center rounded-full">
            <svg viewBox="0 0 24 24" className="size-7" fill={declined ? 'none' : 'currentColor'} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d={declined ? 'M4 12.5l5 5L20 6.5' : 'M12 20.5s-8-4.9-8-11A4.5 4.5 0 0 1 12 6.6a4.5 4.5 0 0 1 8 2.9c0 6.1-8 11-8 11z'} />
            </svg>
          </span>
        }
        onClose={() => {
          setThanksOpen(false);
          // The button that sent the answer is gone: bring focus back to the section.
          document.getElementById(headingId)?.focus({ preventScroll: true });
        }}
      >
        {receipt && <ReceiptBody receipt={receipt} ctx={ctx} />}
        {pass(receipt?.attending)}
        <form method="dialog" className="mt-6">
          <button type="submit" className="inv-btn w-full">
            {text.close}
          </button>
        </form>
      </Sheet>
    </Panel>
  );
}

function ReceiptBody({ receipt, ctx }: { receipt: RsvpReceipt; ctx: RenderContext }) {
  const { text } = ctx;
  return (
    <div className="text-center">
      {receipt.updated && <p className="mb-2 font-semibold">{text.updatedEarlier}</p>}
      {receipt.duplicate && (
        <p className="mb-2 font-semibold" data-testid="answer-exists">
          {receipt.duplicate.mailedTo ? fillText(text.answerExistsMailed, { email: receipt.duplicate.mailedTo }) : text.answerExists}
        </p>
      )}
      <p className="leading-relaxed">{receipt.attending ? text.thankYouMessage : text.receivedMessage}</p>
      {receipt.editUrl && <EditLink url={receipt.editUrl} ctx={ctx} />}
    </div>
  );
}

/** A household's check-in code (served by the check-in feature), its name and seats: shown at the door. */
function CheckinPass({ token, name, seats, words }: { token: string; name: string; seats: number; words: RsvpEventStrings }) {
  return (
    <figure className="mt-5 text-center" data-testid="checkin-pass">
      <img
        src={`/api/guest-links/${encodeURIComponent(token)}/checkin-qr.svg`}
        alt={fillText(words.qrAlt, { name })}
        width={192}
        height={192}
        className="mx-auto size-48 rounded-xl bg-white p-2"
      />
      <figcaption className="mt-3 text-sm">
        <span className="block font-semibold">{words.showAtDoor}</span>
        {name} · {fillText(seats === 1 ? words.seatsOne : words.seatsMany, { seats: String(seats) })}
      </figcaption>
    </figure>
  );
}

/** The guest's private link to change their answer, with a copy button. */
function EditLink({ url, ctx }: { url: string; ctx: RenderContext }) {
  const { text } = ctx;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard permission: select the text so the guest can copy it themselves.
      input.current?.select();
    }
  };
  return (
    <Tint className="mt-5 p-4 text-left">
      <p id={id} className="text-sm font-semibold">
        {text.keepLink}
      </p>
      <div className="mt-2.5 grid gap-2">
        <input
          ref={input}
          readOnly
          value={url}
          aria-labelledby={id}
          onFocus={(event) => event.currentTarget.select()}
          className="inv-field min-h-11 px-3 py-2 text-sm"
        />
        <button type="button" onClick={copy} className="inv-btn min-h-11">
          {copied ? <Icon name="check" className="size-4" /> : <Icon name="copy" className="size-4" />}
          <span aria-live="polite">{copied ? text.copied : text.copyLink}</span>
        </button>
      </div>
    </Tint>
  );
}

function RsvpForm({
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
  const id = useId();
  const [form, setForm] = useState(() => initialState(rsvp, events, invitation.rsvp.mealOptions));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
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
    const found: Partial<Record<FieldName, string>> = {};
    if (!guestName) found.guestName = text.nameRequired;
    else if (/[<>]/.test(guestName)) found.guestName = text.noAngleBrackets;
    if (email && !EMAIL.test(email)) found.email = text.invalidEmail;
    if (phone && !PHONE.test(phone)) found.phone = text.invalidPhone;
    if (/[<>]/.test(carPlate)) found.carPlate = text.noAngleBrackets;
    setErrors(found);
    setUnanswered(missing);
    const first = (['guestName', 'email', 'phone', 'carPlate'] as const).find((name) => found[name]);
    if (first) {
      if (!guestName) notify(text.nameRequired, text.missingInfo);
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
      setFailure(message(error, text.submitFailed));
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
      setFailure(message(error, text.genericError));
    }
  };

  const textField = (name: FieldName, label: string, props: InputHTMLAttributes<HTMLInputElement>) => (
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
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...props}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1.5 flex items-center gap-1.5 text-sm font-semibold">
          <Icon name="alert" className="size-4 shrink-0" />
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <>
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="space-y-5 text-left">
      {textField('guestName', text.nameLabel, { required: true, autoComplete: 'name', maxLength: 100, placeholder: text.namePlaceholder })}
      {textField('email', text.emailLabel, { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254, placeholder: text.emailPlaceholder })}
      {textField('phone', text.phoneLabel, { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40, placeholder: text.phonePlaceholder })}

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
          <div className="grid grid-cols-2 gap-2.5">
            {[true, false].map((value) => (
              <label key={String(value)} className="inv-choice">
                <input type="radio" name="attending" value={value ? 'yes' : 'no'} checked={form.attending === value} onChange={() => set('attending', value)} className="sr-only" />
                {form.attending === value && <Icon name="check" className="size-4 shrink-0" />}
                {value ? text.attendingYes : text.attendingNo}
              </label>
            ))}
          </div>
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
        textField('carPlate', text.carPlateLabel, { autoCapitalize: 'characters', autoComplete: 'off', maxLength: 20, placeholder: text.carPlatePlaceholder })}

      <div>
        <label htmlFor={`${id}-wishes`} className="inv-label">
          {text.wishesLabel}
        </label>
        <textarea
          id={`${id}-wishes`}
          name="wishes"
          rows={4}
          maxLength={1000}
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

/** One event's reply: attending or not, then its number of guests and meal (product.md §13). */
function EventBlock({
  id,
  title,
  reply,
  meals,
  plusOnes,
  maxGuests,
  seatsHint,
  missing,
  text,
  firstRadio,
  onChange,
}: {
  id: string;
  title: string;
  reply: EventReplyState;
  meals: InvitationEvent['mealOptions'];
  plusOnes: boolean;
  maxGuests: number;
  seatsHint?: string;
  missing: string;
  text: RenderContext['text'];
  firstRadio: (element: HTMLInputElement | null) => void;
  onChange: (change: Partial<EventReplyState>) => void;
}) {
  return (
    <Tint className="p-4">
      <fieldset className="space-y-4" aria-describedby={missing ? `${id}-missing` : undefined} data-testid="rsvp-event">
        <legend className="inv-label">{title}</legend>
        <div className="grid grid-cols-2 gap-2.5">
          {[true, false].map((value, index) => (
            <label key={String(value)} className="inv-choice">
              <input
                ref={index === 0 ? firstRadio : undefined}
                type="radio"
                name={`${id}-attending`}
                value={value ? 'yes' : 'no'}
                checked={reply.attending === value}
                onChange={() => onChange({ attending: value })}
                aria-invalid={missing ? true : undefined}
                className="sr-only"
              />
              {reply.attending === value && <Icon name="check" className="size-4 shrink-0" />}
              {value ? text.attendingYes : text.attendingNo}
            </label>
          ))}
        </div>
        {missing && (
          <p id={`${id}-missing`} className="flex items-center gap-1.5 text-sm font-semibold">
            <Icon name="alert" className="size-4 shrink-0" />
            {missing}
          </p>
        )}
        {reply.attending && plusOnes && (
          <SelectField id={`${id}-guests`} label={text.guestsLabel} hint={seatsHint} value={reply.guests} onChange={(value) => onChange({ guests: Number(value) })}>
            {guestCountOptions(maxGuests)}
          </SelectField>
        )}
        {reply.attending && meals.length > 0 && (
          <SelectField id={`${id}-mealChoice`} label={text.mealLabel} value={reply.mealChoice} onChange={(value) => onChange({ mealChoice: value })}>
            {mealChoiceOptions(meals, text.mealPlaceholder)}
          </SelectField>
        )}
      </fieldset>
    </Tint>
  );
}

/**
 * A form button that works only once hydrated, so a tap before the script runs cannot post the
 * page. It holds "hydrated" itself: held by the form, that state drew the whole form again right
 * after hydration.
 */
function HydratedButton({ type, disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const mounted = useMounted();
  // type, then disabled, then the rest: the server's markup stays as it was.
  return <button type={type} disabled={!mounted || disabled} {...props} />;
}
