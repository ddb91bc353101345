import { AlertTriangle, CheckCircle2, CloudOff, Minus, Plus, UserX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type ArrivalResult, type CheckinEvent, type CheckinHousehold } from '@shared/checkin';
import { Button } from '@web/components/ui/button';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';
import { answerText, defaultGuests, expectedGuests } from './format';

const GUESTS_MAX = 30;

/** What happened to the card's last "Check in": on its way, kept on the phone, or the server's answer. */
export interface CardOutcome {
  scanId: string;
  guests: number;
  status: 'sending' | 'queued' | ArrivalResult['status'];
}

/**
 * One household at the door (product.md §13): its name and seats, the events it is invited to, what
 * it answered, who has already arrived at the helper's event, and a guests stepper with "Check in".
 */
export function HouseholdCard({
  household,
  events,
  eventId,
  outcome,
  onCheckIn,
  onRecordAnyway,
  onClose,
  closeLabel,
}: {
  household: CheckinHousehold;
  events: CheckinEvent[];
  eventId: string;
  outcome: CardOutcome | null;
  /** confirmUnexpected: the helper confirmed a household that declined the event or is not invited to it. */
  onCheckIn: (guests: number, confirmUnexpected: boolean) => void;
  onRecordAnyway: (guests: number) => void;
  onClose: () => void;
  closeLabel: string;
}) {
  const words = useWords('checkin');
  const headingId = useId();
  const entry = household.events.find((event) => event.eventId === eventId);
  const eventName = (id: string) => events.find((event) => event.id === id)?.name ?? words.event;
  const [guests, setGuests] = useState(() => defaultGuests(household, entry));
  const expected = expectedGuests(household, entry);
  const done = outcome && (outcome.status === 'recorded' || outcome.status === 'duplicate' || outcome.status === 'merged' || outcome.status === 'queued');
  const busy = outcome?.status === 'sending';
  // A household that declined this event, or is not invited to it: checked in only after a confirm step.
  const unexpected = !entry ? 'not_invited' : entry.answer === 'declined' ? 'declined' : null;
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="font-serif text-2xl leading-tight text-stone-900">
          {household.name}
        </h2>
        <p className="shrink-0 rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800">{words.seats(household.seats)}</p>
      </div>

      <dl className="grid gap-2 text-sm">
        <div className="grid gap-1">
          <dt className="text-stone-600">{words.invitedTo}</dt>
          <dd className="flex flex-wrap gap-1.5">
            {household.events.length === 0 ? (
              <span className="text-stone-700">{words.noEventsShort}</span>
            ) : (
              household.events.map((item) => (
                <span key={item.eventId} className={cn('rounded-full px-2.5 py-0.5', item.eventId === eventId ? 'bg-brand-50 font-medium text-brand-800 ring-1 ring-brand-200' : 'bg-stone-100 text-stone-700')}>
                  {eventName(item.eventId)}
                </span>
              ))
            )}
          </dd>
        </div>
        {entry && (
          <>
            <div className="flex justify-between gap-3">
              <dt className="text-stone-600">{words.answer}</dt>
              <dd className="text-right font-medium text-stone-900">{answerText(words, entry)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-stone-600">{words.arrivedAt(eventName(eventId))}</dt>
              <dd className="text-right font-medium text-stone-900">{words.arrivedOf(entry.arrived, expected)}</dd>
            </div>
          </>
        )}
      </dl>

      {unexpected && !done && (
        <Notice tone="warning" icon={<UserX />}>
          {unexpected === 'declined' ? words.messages.declinedEvent : words.messages.notInvitedToEvent}
        </Notice>
      )}
      {entry && entry.arrived > 0 && !done && (
        <Notice tone="warning" icon={<AlertTriangle />}>
          {words.alreadyCheckedIn(entry.arrived, expected)}
        </Notice>
      )}
      {outcome?.status === 'recorded' || outcome?.status === 'duplicate' ? (
        <Notice tone="success" icon={<CheckCircle2 />}>
          {words.checkedIn(outcome.guests)}
        </Notice>
      ) : outcome?.status === 'merged' ? (
        <Notice tone="success" icon={<CheckCircle2 />}>
          {words.messages.merged}
        </Notice>
      ) : outcome?.status === 'queued' ? (
        <Notice tone="info" icon={<CloudOff />}>
          {words.savedOnPhone(outcome.guests)}
        </Notice>
      ) : outcome?.status === 'over_seats' ? (
        <div className="grid gap-3">
          <Notice tone="warning" icon={<AlertTriangle />}>
            {words.messages.overSeats}
          </Notice>
          <Button variant="outline" size="lg" onClick={() => onRecordAnyway(outcome.guests)}>
            {words.recordAnywayGuests(outcome.guests)}
          </Button>
        </div>
      ) : outcome?.status === 'over_limit' ? (
        <Notice tone="error" icon={<UserX />}>
          {words.messages.overLimit}
        </Notice>
      ) : outcome?.status === 'not_found' ? (
        <Notice tone="error" icon={<UserX />}>
          {words.messages.codeNotFound}
        </Notice>
      ) : null}

      {!done && outcome?.status !== 'over_seats' && (
        <div className="grid gap-3">
          <GuestStepper value={guests} onChange={setGuests} />
          {confirming ? (
            <div role="group" aria-label={words.confirmCheckin} className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3">
              <p className="text-sm font-medium text-amber-900">
                {words.confirmUnexpected(guests, household.name, unexpected === 'declined')}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button ref={confirmButton} size="lg" onClick={() => (setConfirming(false), onCheckIn(guests, true))}>
                  {words.yesCheckIn(guests)}
                </Button>
                <Button size="lg" variant="outline" onClick={() => setConfirming(false)}>
                  {words.cancel}
                </Button>
              </div>
            </div>
          ) : (
            <Button size="lg" className="min-h-14 text-lg" variant={unexpected ? 'outline' : 'primary'} loading={busy} onClick={() => (unexpected ? setConfirming(true) : onCheckIn(guests, false))}>
              {unexpected ? words.checkInAnywayGuests(guests) : words.checkInGuests(guests)}
            </Button>
          )}
        </div>
      )}

      <Button variant={done ? 'primary' : 'outline'} size="lg" onClick={onClose}>
        {closeLabel}
      </Button>
    </section>
  );
}

function GuestStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const words = useWords('checkin');
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center justify-between gap-3 rounded-xl bg-stone-50 p-2">
      <span id={labelId} className="pl-2 font-medium text-stone-800">
        {words.guestsArriving}
      </span>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" className="size-12" aria-label={words.oneFewer} disabled={value <= 1} onClick={() => onChange(Math.max(1, value - 1))}>
          <Minus />
        </Button>
        <output aria-live="polite" className="w-10 text-center text-2xl font-semibold tabular-nums text-stone-900">
          {value}
        </output>
        <Button variant="outline" size="icon" className="size-12" aria-label={words.oneMore} disabled={value >= GUESTS_MAX} onClick={() => onChange(Math.min(GUESTS_MAX, value + 1))}>
          <Plus />
        </Button>
      </div>
    </div>
  );
}

const TONES = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-900',
} as const;

export function Notice({ tone, icon, children }: { tone: keyof typeof TONES; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <p role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'} className={cn('flex items-start gap-2 rounded-xl border px-3 py-2.5 text-sm font-medium [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0', TONES[tone])}>
      {icon}
      <span>{children}</span>
    </p>
  );
}
