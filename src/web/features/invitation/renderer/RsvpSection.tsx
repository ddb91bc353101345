import { useEffect, useState, type ReactNode } from 'react';
import { fillText } from '@shared/i18n/invitation-base';
import type { InvitationView, PublicWish, RsvpEventAnswer, RsvpInput, RsvpReceipt } from '@shared/invitation-view';
import { messageNamesDeadline } from './deadline';
import { formatDate } from './format';
import { eventsOf, eventTitle, type GuestRsvpController, type Phase } from './rsvp-form-state';
import { RsvpForm } from './RsvpForm';
import { CheckinPass, ReceiptBody } from './RsvpReceipt';
import { Sheet } from './Sheet';
import { Panel, SectionHeading, Tint, type RenderContext } from './ui';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A note read only when the browser runs no script (a browser with scripts reads a `<noscript>`'s
 * inside as text and never shows it). Its inside is HTML set as a whole, the same on the server and
 * in the browser, so taking over the server's markup has nothing in it to match.
 */
function NoScript({ children }: { children: string }) {
  return <noscript dangerouslySetInnerHTML={{ __html: `<p class="inv-tint inv-noscript rounded-2xl px-5 py-4 mt-5 text-sm leading-relaxed">${escapeHtml(children)}</p>` }} />;
}

/** An answer's numbers, as sent or as stored. */
type Answer = { attending: boolean; numberOfGuests: number; events?: readonly Pick<RsvpEventAnswer, 'eventId' | 'attending' | 'guests'>[] };

/**
 * product.md §5 attendance: the RSVP section. What it shows: a household's earlier answer, the
 * form (RsvpForm.tsx), the note that replies are closed or for invited households only, and once
 * an answer is sent, the thank-you (RsvpReceipt.tsx).
 */
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
  // The guests confirmed, per event the answer says yes to (issue 28): never the household's seats.
  const guests = (n: number) => fillText(n === 1 ? words.seatsOne : words.seatsMany, { seats: String(n) });
  const confirmed = (answer: Answer | null | undefined): string[] =>
    !answer?.attending
      ? []
      : answer.events?.[1]
        ? events.flatMap((event) => {
            const reply = answer.events?.find((item) => item.eventId === event.id);
            return reply?.attending ? [`${event.name}: ${guests(reply.guests)}`] : [];
          })
        : [guests(answer.numberOfGuests)];
  // A household that is coming shows its check-in code (the server serves it only while its answer is attending).
  const pass = (answer: Parameters<typeof confirmed>[0]) =>
    answer?.attending && rsvp?.checkinToken ? <CheckinPass token={rsvp.checkinToken} name={rsvp.householdName ?? ''} lines={confirmed(answer)} words={words} /> : null;
  // What was sent, for the pass's numbers (the receipt does not repeat them).
  const [sent, setSent] = useState<Answer | null>(null);
  const sending = rsvp && { ...rsvp, submit: (input: RsvpInput) => rsvp.submit(input).then((receipt) => (setSent(input as Answer), receipt)) };
  const deadline = formatDate(settings.deadline, text, { day: 'numeric', month: 'long', year: 'numeric' });
  const [phase, setPhase] = useState<Phase>('form');
  const [receipt, setReceipt] = useState<RsvpReceipt | null>(null);
  const [thanksOpen, setThanksOpen] = useState(false);
  // A household that has answered sees its answer first; the form opens on "Change my answer".
  const [changing, setChanging] = useState(false);
  const declined = receipt?.attending === false;
  // The private edit link (an answer to change, not shown first) opens at the form, not at the cover;
  // once withdrawn, focus goes to the section so the note below its heading is read next.
  const heading = () => document.getElementById(headingId);
  useEffect(() => {
    if (rsvp?.withdraw && rsvp.initial && !rsvp.answered) heading()?.scrollIntoView({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount (the page remounts it when the answer loads)
  }, []);
  useEffect(() => {
    if (phase === 'withdrawn') heading()?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on the phase only
  }, [phase]);

  // An earlier answer (a household's, or one kept on this device), shown before its form (and still shown once replies have closed).
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
      {pass(rsvp.initial)}
      {!rsvp.closed && (
        <>
          <NoScript>{text.needsScript}</NoScript>
          <button type="button" onClick={() => setChanging(true)} className="inv-btn inv-needs-script mt-5 w-full">
            {text.changeAnswer}
          </button>
        </>
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
        {pass(sent)}
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
        {/* Without JavaScript the form cannot send: renderer.css hides it and the note says so (issue 30). */}
        <NoScript>{text.needsScript}</NoScript>
        <div className="inv-needs-script">
          <RsvpForm
            key={String(!rsvp?.withdraw)}
            invitation={invitation}
            events={events}
            words={words}
            rsvp={sending}
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
        </div>
      </>
    );
  }

  return (
    <Panel section labelledBy={headingId}>
      <SectionHeading ctx={ctx} id={headingId}>
        {text.rsvpHeading}
      </SectionHeading>
      {settings.wishes?.trim() && <div className="inv-rich mb-5 leading-relaxed" dangerouslySetInnerHTML={{ __html: settings.wishes }} />}
      {deadline && !rsvp?.closed && !messageNamesDeadline(settings.wishes, settings.deadline, text) && <p className="mb-6 text-sm font-medium tracking-wide">{fillText(text.replyBy, { date: deadline })}</p>}
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
        {pass(sent)}
        <form method="dialog" className="mt-6">
          <button type="submit" className="inv-btn w-full">
            {text.close}
          </button>
        </form>
      </Sheet>
    </Panel>
  );
}
