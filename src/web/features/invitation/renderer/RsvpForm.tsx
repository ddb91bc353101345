import { Icon } from './icons';
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { RSVP_GUESTS_MAX, RSVP_GUESTS_MIN } from '@shared/constants';
import { fillText } from '@shared/i18n/invitation-base';
import type { InvitationView, PublicWish, RsvpReceipt } from '@shared/invitation-view';
import type { RsvpController } from '@web/features/invitation/types';
import { formatDate } from './format';
import { Sheet } from './Sheet';
import { Panel, SectionHeading, Tint, useMounted, type RenderContext } from './ui';

/** Hand-written checks with the messages of the shared schema (zod stays off the public page). */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
/** A phone number's shape only; the server reads it properly (libphonenumber-js stays off the page). */
const PHONE = /^\+?[\d\s().-]{7,24}$/;

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
}
type FieldName = 'guestName' | 'email' | 'phone' | 'carPlate';
type Phase = 'form' | 'sending' | 'withdrawing' | 'sent' | 'withdrawn';

/** The most guests the form offers: the household's seats on a personal link. */
const guestsMax = (rsvp: RsvpController | undefined) => Math.min(RSVP_GUESTS_MAX, rsvp?.seats ?? RSVP_GUESTS_MAX);

function initialState(rsvp: RsvpController | undefined): FormState {
  const initial = rsvp?.initial;
  return {
    guestName: initial?.guestName ?? rsvp?.defaultName ?? '',
    email: initial?.email ?? '',
    phone: initial?.phone ?? '',
    attending: initial?.attending ?? true,
    numberOfGuests: Math.min(guestsMax(rsvp), Math.max(RSVP_GUESTS_MIN, Number(initial?.numberOfGuests) || 1)),
    mealChoice: initial?.mealChoice ?? '',
    carPlate: initial?.carPlate ?? '',
    wishes: initial?.wishes ?? '',
    website: '',
  };
}

const message = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** product.md §5 attendance: the RSVP form, localised, wired to the page through `RsvpController`. */
export function RsvpSection({
  invitation,
  rsvp,
  ctx,
  headingId,
  onWish,
}: {
  invitation: InvitationView;
  rsvp?: RsvpController;
  ctx: RenderContext;
  headingId: string;
  onWish: (wish: PublicWish) => void;
}) {
  const { text } = ctx;
  const settings = invitation.rsvp;
  const deadline = formatDate(settings.deadline, text, { day: 'numeric', month: 'long', year: 'numeric' });
  const [phase, setPhase] = useState<Phase>('form');
  const [receipt, setReceipt] = useState<RsvpReceipt | null>(null);
  const [thanksOpen, setThanksOpen] = useState(false);
  // A household that has answered sees its answer first; the form opens on "Change my answer".
  const [changing, setChanging] = useState(false);
  const declined = receipt?.attending === false;

  // A household's earlier answer, shown before its form (and still shown once replies have closed).
  const earlier = rsvp?.answered && rsvp.initial && (
    <Tint className="px-5 py-6">
      <p className="text-sm font-semibold">{text.yourAnswer}</p>
      <p className="mt-2 text-lg font-semibold">{rsvp.initial.attending ? text.attendingYes : text.attendingNo}</p>
      {rsvp.initial.attending && (
        <p className="mt-1">
          {text.guestsLabel}: {rsvp.initial.numberOfGuests}
        </p>
      )}
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
  } else if (phase === 'withdrawn') {
    body = (
      <Tint role="status" className="px-5 py-6 text-lg">
        {text.withdrawn}
      </Tint>
    );
  } else if (phase === 'sent' && receipt && !thanksOpen) {
    body = (
      <Tint role="status" className="px-5 py-6">
        <p className="mb-2 text-lg font-semibold">{declined ? text.receivedTitle : text.thankYouTitle}</p>
        <ReceiptBody receipt={receipt} ctx={ctx} />
      </Tint>
    );
  } else if (earlier && phase === 'form' && !changing) {
    body = earlier;
  } else {
    body = (
      <RsvpForm
        invitation={invitation}
        rsvp={rsvp}
        ctx={ctx}
        phase={phase}
        setPhase={setPhase}
        onSent={(sent, guestName, wishes) => {
          setReceipt(sent);
          setThanksOpen(true);
          if (!rsvp?.initial && !sent.updated && wishes) onWish({ id: sent.id, guestName, wishes, responseDate: new Date().toISOString() });
        }}
      />
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
      <p className="leading-relaxed">{receipt.attending ? text.thankYouMessage : text.receivedMessage}</p>
      {receipt.editUrl && <EditLink url={receipt.editUrl} ctx={ctx} />}
    </div>
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
  rsvp,
  ctx,
  phase,
  setPhase,
  onSent,
}: {
  invitation: InvitationView;
  rsvp?: RsvpController;
  ctx: RenderContext;
  phase: Phase;
  setPhase: (phase: Phase) => void;
  onSent: (receipt: RsvpReceipt, guestName: string, wishes: string) => void;
}) {
  const { text, notify } = ctx;
  const settings = invitation.rsvp;
  const id = useId();
  // The submit button works only once hydrated, so a tap before the script runs cannot post the page.
  const mounted = useMounted();
  const [form, setForm] = useState(() => initialState(rsvp));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState('');
  const refs = {
    guestName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    carPlate: useRef<HTMLInputElement>(null),
  };
  const maxGuests = guestsMax(rsvp);

  const busy = phase === 'sending' || phase === 'withdrawing';
  const meals = (settings.mealOptions ?? []).filter((meal) => meal?.id && meal.name?.trim());
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((previous) => ({ ...previous, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rsvp || busy) return;
    const guestName = form.guestName.trim();
    const email = form.email.trim();
    const phone = form.phone.trim();
    const attending = form.attending;
    const carPlate = attending && settings.requireCarPlate ? form.carPlate.trim() : '';
    const found: Partial<Record<FieldName, string>> = {};
    if (!guestName) found.guestName = text.nameRequired;
    else if (/[<>]/.test(guestName)) found.guestName = text.noAngleBrackets;
    if (email && !EMAIL.test(email)) found.email = text.invalidEmail;
    if (phone && !PHONE.test(phone)) found.phone = text.invalidPhone;
    if (/[<>]/.test(carPlate)) found.carPlate = text.noAngleBrackets;
    setErrors(found);
    const first = (['guestName', 'email', 'phone', 'carPlate'] as const).find((name) => found[name]);
    if (first) {
      if (!guestName) notify(text.nameRequired, text.missingInfo);
      refs[first].current?.focus();
      return;
    }
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
        numberOfGuests: attending ? (settings.allowPlusOnes ? form.numberOfGuests : 1) : 0,
        mealChoice: attending && meals.length ? form.mealChoice : '',
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

  const withdraw = async () => {
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

  const select = (name: 'numberOfGuests' | 'mealChoice', label: string, options: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="inv-label">
        {label}
      </label>
      <div className="relative">
        <select
          id={`${id}-${name}`}
          name={name}
          aria-describedby={hint ? `${id}-${name}-hint` : undefined}
          value={form[name]}
          onChange={(event) => set(name, name === 'numberOfGuests' ? Number(event.target.value) : (event.target.value as never))}
          className="inv-field appearance-none pr-11"
        >
          {options}
        </select>
        <Icon name="chevronDown" className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 opacity-70" />
      </div>
      {hint && (
        <p id={`${id}-${name}-hint`} className="mt-1.5 text-sm">
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="space-y-5 text-left">
      {textField('guestName', text.nameLabel, { required: true, autoComplete: 'name', maxLength: 100, placeholder: text.namePlaceholder })}
      {textField('email', text.emailLabel, { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254, placeholder: text.emailPlaceholder })}
      {textField('phone', text.phoneLabel, { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40, placeholder: text.phonePlaceholder })}

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

      {form.attending &&
        settings.allowPlusOnes &&
        select(
          'numberOfGuests',
          text.guestsLabel,
          Array.from({ length: maxGuests - RSVP_GUESTS_MIN + 1 }, (_, i) => (
            <option key={i} value={i + RSVP_GUESTS_MIN}>
              {i + RSVP_GUESTS_MIN}
            </option>
          )),
          rsvp?.seats ? fillText(rsvp.seats === 1 ? text.seatsOne : text.seatsMany, { seats: String(rsvp.seats) }) : undefined,
        )}

      {form.attending &&
        meals.length > 0 &&
        select(
          'mealChoice',
          text.mealLabel,
          <>
            <option value="">{text.mealPlaceholder}</option>
            {meals.map((meal) => (
              <option key={meal.id} value={meal.id}>
                {meal.description?.trim() ? `${meal.name} — ${meal.description.trim()}` : meal.name}
              </option>
            ))}
          </>,
        )}

      {form.attending &&
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
        <button type="submit" disabled={!rsvp || !mounted || busy} className="inv-btn w-full">
          {phase === 'sending' && <Icon name="loader" className="size-4 animate-spin" />}
          {phase === 'sending' ? text.sending : rsvp?.initial ? text.update : text.submit}
        </button>
        {rsvp?.initial && rsvp.withdraw && (
          <button type="button" onClick={withdraw} disabled={!mounted || busy} className="inv-btn inv-btn-line w-full">
            {phase === 'withdrawing' && <Icon name="loader" className="size-4 animate-spin" />}
            {phase === 'withdrawing' ? text.withdrawing : text.withdraw}
          </button>
        )}
        {!rsvp && <p className="text-center text-xs">{text.previewNote}</p>}
      </div>
    </form>
  );
}
