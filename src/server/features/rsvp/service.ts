import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { RSVP_GUESTS_MAX, RSVP_GUESTS_MIN } from '@shared/constants';
import { eventsVisibleTo, withMainEvent, type InvitationEvent } from '@shared/events';
import { answerTotals, type MatchReason } from '@shared/responses';
import { personalLinkPath, readGuestSettings } from '@shared/guests';
import { householdLanguage } from '@shared/guest-sending';
import { calendarEventsFor, googleCalendarUrl } from '@shared/calendar';
import { shareableInvitationUrl } from '@shared/covers';
import { fillText, invitationText, type InvitationStrings } from '@shared/i18n/invitation';
import { rsvpEventText } from '@shared/i18n/rsvp-events';
import type { RsvpData, RsvpEventAnswer, RsvpForEdit, RsvpReceipt } from '@shared/invitation-view';
import { EMPTY_MAP_URLS, withReadDefaults, type RsvpSettings } from '@shared/invitation';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { households, invitations, rsvpEventAnswers, rsvpResponses } from '@server/db/schema';
import { HttpError, messageError } from '@server/lib/http-error';
import type { GuestMessageCode } from '@shared/server-messages';
import { isUniqueViolation } from '@server/lib/db-errors';
import { renderEmail, rsvpEditLink, type ConfirmedEvent, type RsvpEditLinkParams } from '@server/emails';
import { checkinCodeFor, checkinQrUrl } from '@server/features/checkin/code';
import { qrPng } from '@server/features/checkin/qr';
import { sendCapped, type MailAttachment } from '@server/lib/mailer';
import { richTextToPlain } from '@server/lib/sanitize';
import { forgetInvitationPages } from '@server/features/invitations/page-cache';
import { findInvitationForGuests, isPublished, toInvitationView, type InvitationRow } from '@server/features/invitations/public-service';
import { onAnswerStored } from '@server/features/guests/notifications';
import { eventRepliesOf, findLinkedHousehold } from '@server/features/guests/personal-link';
import { personalLink } from '@server/features/guests/links';
import { normalizePhone } from '@server/features/guests/phone';

/**
 * The RSVP errors' codes (their words per language: SERVER_MESSAGES, src/shared/server-messages/;
 * the error handler writes them in the invitation's or the household's language).
 */
export const RSVP_ERRORS = {
  notFound: 'RSVP_INVITATION_NOT_FOUND',
  disabled: 'RSVP_DISABLED',
  closed: 'RSVP_CLOSED',
  unknownMeal: 'RSVP_UNKNOWN_MEAL',
  carPlateRequired: 'RSVP_CAR_PLATE_REQUIRED',
  editNotFound: 'RSVP_EDIT_LINK_INVALID',
  tooMany: 'RSVP_RATE_LIMITED',
  linkNotFound: 'PERSONAL_LINK_INVALID',
} as const satisfies Record<string, GuestMessageCode>;


/**
 * Rate limits for guests. Many real guests share one address (a carrier's NAT, a venue's Wi-Fi:
 * a whole wedding hall answering within minutes), so the per-address allowance is counted per
 * invitation and set above a large guest list; it only caps a flood. Repeated answers under one
 * name are what a bot or a stuck button looks like, and the honeypot catches simple bots.
 */
export const RSVP_LIMITS = {
  perAddressPerInvitation: { limit: 600, windowMs: 10 * 60_000 },
  perAddressPerName: { limit: 5, windowMs: 10 * 60_000 },
  /** Answers (and changes) through one personal link: a household changes its mind a few times, a script does not stop. */
  perHousehold: { limit: 20, windowMs: 10 * 60_000 },
} as const;

/** Open until the deadline day has ended everywhere (its end at UTC−12), whatever zone the host is in. */
export function isRsvpClosed(settings: RsvpSettings, now = Date.now()): boolean {
  const match = settings.deadline?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return now >= Date.UTC(y, m - 1, d + 1, 12);
}

/** The columns an answer writes (the same for a new answer and a change). */
const answerColumns = (answer: RsvpData) => ({
  guestName: answer.guestName,
  email: answer.email,
  attending: answer.attending,
  numberOfGuests: answer.numberOfGuests,
  mealChoice: answer.mealChoice,
  carPlate: answer.carPlate,
  wishes: answer.wishes,
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * An answer's edit token, derived from its id under the app's secret (like a household's personal
 * link): one link for the answer's whole life, which can be mailed again to the e-mail on the answer
 * when someone else answers with its details (issue 27). Only its SHA-256 is stored.
 */
export function editTokenOf(secret: string, responseId: string): string {
  return createHmac('sha256', secret).update(`rsvp-edit:${responseId}`).digest('base64url');
}

/** The HttpOnly cookie naming the browser that answered (random, 256 bits); stored only hashed with the invitation's id. */
export const DEVICE_COOKIE = 'jemputan_rsvp_device';
const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** The device's hash for one invitation: one browser is not one id across invitations. */
const deviceHashOf = (invitationId: string, device: string) => hashToken(`${invitationId}:${device}`);

/** `siti@example.com` → `s***@e***.com`: the guest learns where the link went, not the address. */
export function maskEmailForGuest(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return `${address[0]}***@${domain[0] ?? ''}***${dot > 0 ? domain.slice(dot) : ''}`;
}

function rsvpSettingsOf(row: InvitationRow): RsvpSettings {
  return withReadDefaults({ rsvp: row.rsvp }).rsvp;
}

/** One event's reply as stored (rsvp_event_answers), in the order of the invitation's events. */
export type EventReply = RsvpEventAnswer;

/** Who answers: a household through its personal link (its seats, its events), or null for the open link. */
export type Answerer = { seats: number; eventIds: string[] | null } | null;

/**
 * The invitation's events as answers are checked against them: the main one mirrored from the
 * top-level fields, so its meal options are `rsvp.mealOptions` (only what the checks read is passed).
 */
function eventsOf(row: InvitationRow, settings: RsvpSettings): InvitationEvent[] {
  const fields = { date: row.date, time: row.time, endTime: row.endTime, venue: row.venue, address: '', mapUrls: EMPTY_MAP_URLS, rsvp: settings };
  return withMainEvent(Array.isArray(row.events) ? row.events : [], fields, row.id);
}

/** What the guest calls an event in a message: its name, or the invitation's kind of event ("Wedding"). */
const eventLabel = (event: InvitationEvent, text: InvitationStrings, row: InvitationRow) =>
  event.name.trim() || (text.eventTypes as Record<string, string | undefined>)[row.eventType] || text.eventTypes.wedding;

const bad = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message);

/**
 * The server's own checks of an answer against the invitation's settings, per event (product.md §5,
 * §13; the browser is not trusted). The guest answers for the events it sees (`eventsVisibleTo`):
 * with `events`, one reply for each of them and no other; without (a one-event page, an older
 * client), its one answer stands for each of them. Returns the answer with its totals derived from
 * the replies (attending any event, the largest count, the main event's meal or else the first
 * attending event's) and the replies to store.
 */
export function checkAnswer(row: InvitationRow, input: RsvpData, answerer: Answerer): { answer: RsvpData; replies: EventReply[] } {
  const settings = rsvpSettingsOf(row);
  if (!settings.enabled) throw messageError(409, RSVP_ERRORS.disabled);
  if (isRsvpClosed(settings)) throw messageError(409, RSVP_ERRORS.closed);
  const text = guestText(row);
  const words = rsvpEventText(row.language);
  const visible = eventsVisibleTo(eventsOf(row, settings), answerer);
  if (!visible.length) throw bad(words.noEvents);
  // Without plus-ones a guest answers for one person; a household for at most its seats.
  const guestsOf = (guests: number) => (settings.allowPlusOnes ? guests : 1);
  const checkMeal = (event: InvitationEvent, meal: string, error: () => HttpError) => {
    if (meal && !event.mealOptions.some((option) => option.id === meal)) throw error();
  };

  let replies: EventReply[];
  if (!input.events) {
    if (!input.attending) {
      replies = visible.map((event) => ({ eventId: event.id, attending: false, guests: 0, mealChoice: '' }));
    } else {
      // The meal question the one-event form asks is the one of the event it shows (the main one when visible).
      const primary = visible.find((event) => event.isMain) ?? visible[0]!;
      checkMeal(primary, input.mealChoice, () => messageError(400, RSVP_ERRORS.unknownMeal));
      const guests = guestsOf(input.numberOfGuests);
      if (answerer) checkSeats(text, guests, answerer.seats);
      replies = visible.map((event) => ({
        eventId: event.id,
        attending: true,
        guests,
        mealChoice: event.mealOptions.some((option) => option.id === input.mealChoice) ? input.mealChoice : '',
      }));
    }
  } else {
    const byId = new Map(visible.map((event) => [event.id, event]));
    const given = new Map<string, EventReply>();
    for (const reply of input.events) {
      if (!byId.has(reply.eventId)) throw bad(words.unknownEvent);
      if (given.has(reply.eventId)) throw bad(words.duplicateEvent);
      given.set(reply.eventId, reply);
    }
    if (given.size !== visible.length) throw bad(words.answerEach);
    replies = visible.map((event) => {
      const reply = given.get(event.id)!;
      if (!reply.attending) return { eventId: event.id, attending: false, guests: 0, mealChoice: '' };
      const label = eventLabel(event, text, row);
      const guests = guestsOf(reply.guests);
      if (guests < RSVP_GUESTS_MIN || guests > RSVP_GUESTS_MAX) throw bad(fillText(words.guestsFor, { event: label }));
      if (answerer) checkSeats(text, guests, answerer.seats);
      checkMeal(event, reply.mealChoice, () => bad(fillText(words.unknownMealFor, { event: label })));
      return { eventId: event.id, attending: true, guests, mealChoice: reply.mealChoice };
    });
  }

  // The totals rule the host's answers follow too (`answerTotals`, shared/responses.ts).
  const totals = answerTotals(replies, visible.find((event) => event.isMain)?.id ?? null);
  if (!totals.attending) return { answer: { ...input, ...totals, carPlate: '' }, replies };
  const carPlate = settings.requireCarPlate ? input.carPlate : '';
  if (settings.requireCarPlate && !carPlate) throw messageError(400, RSVP_ERRORS.carPlateRequired);
  return { answer: { ...input, ...totals, carPlate }, replies };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An answer's replies per event, replaced whole (in the transaction that writes the answer). */
export async function replaceEventReplies(tx: Db | Tx, responseId: string, invitationId: string, replies: readonly EventReply[]): Promise<void> {
  await tx.delete(rsvpEventAnswers).where(eq(rsvpEventAnswers.responseId, responseId));
  if (replies.length) await tx.insert(rsvpEventAnswers).values(replies.map((reply) => ({ ...reply, responseId, invitationId })));
}


/** The guest's words for a refusal: in the invitation's language, like the page they answer on. */
const guestText = (invitation: Pick<InvitationRow, 'language'>): InvitationStrings => invitationText(invitation.language);

/** A phone number in international form, or a 400 the guest can act on. */
function phoneOf(text: InvitationStrings, raw: string): string {
  const result = normalizePhone(raw);
  if (!result.ok) throw new HttpError(400, 'VALIDATION_ERROR', text.invalidPhone);
  return result.phone;
}

/** A household never answers for more people than it was invited with (product.md §12). */
function checkSeats(text: InvitationStrings, guests: number, seats: number): void {
  if (guests > seats) {
    throw new HttpError(400, 'TOO_MANY_GUESTS', fillText(seats === 1 ? text.seatsOne : text.seatsMany, { seats: String(seats) }));
  }
}

function editUrl(ctx: AppContext, row: Pick<InvitationRow, 'id' | 'customSlug'>, token: string): string {
  // The token travels in the fragment: never sent to a server, never in a Referer header.
  return `${ctx.config.publicUrl}/view/${row.customSlug ?? row.id}#rsvp-edit=${token}`;
}

async function enforceGuestLimits(ctx: AppContext, ip: string, invitationId: string, guestName: string): Promise<void> {
  const { perAddressPerInvitation: a, perAddressPerName: n } = RSVP_LIMITS;
  // Both counters count every answer; asked at once (one round trip to Redis, not two).
  const [byAddress, byName] = await Promise.all([
    ctx.limiter.hit(`rsvp:${invitationId}:${ip}`, a.limit, a.windowMs),
    ctx.limiter.hit(`rsvp:${invitationId}:${ip}:${guestName.toLowerCase()}`, n.limit, n.windowMs),
  ]);
  if (!byAddress.allowed || !byName.allowed) throw messageError(429, RSVP_ERRORS.tooMany);
}

/** What an open-link answer's details match (issue 27): a match only flags or links, never hands over. */
type Plan =
  /** The device that made the answer, with its name, e-mail or phone: its own answer, changed. */
  | { kind: 'update'; earlier: EarlierAnswer }
  /** An invited household's phone or e-mail, and the household has no answer yet: this becomes its answer. */
  | { kind: 'link'; householdId: string; reason: MatchReason }
  /** An earlier answer's phone, e-mail or name from another device: a new answer, a likely duplicate of it. */
  | { kind: 'flag'; earlier: EarlierAnswer; reason: MatchReason }
  | { kind: 'new' };

/**
 * An answer through the open link (decision 0020, issue 27). The browser that answered keeps an
 * HttpOnly device cookie; the same device answering again with the same name, e-mail or phone changes
 * its own answer. Anyone else whose phone, e-mail or name matches an earlier answer is stored as a new
 * answer flagged as a likely duplicate of it (counted once until the host merges or keeps both), and
 * the earlier answer's change link is mailed to the e-mail on it: the earlier answer, its link and its
 * data are never shown, changed or revoked. A phone or e-mail of an invited household without an
 * answer links the answer to it (its seats counted once). On an invitation for invited households
 * only, it is refused. `device` is the cookie's value, if any; the route sets the returned one.
 */
export async function submitRsvp(
  ctx: AppContext,
  idOrSlug: string,
  input: RsvpData,
  ip: string,
  device?: string,
): Promise<{ receipt: RsvpReceipt; device: string | null }> {
  const invitation = await findInvitationForGuests(ctx.database.db, idOrSlug);
  if (!invitation || !isPublished(invitation)) throw messageError(404, RSVP_ERRORS.notFound);
  const { answer, replies } = checkAnswer(invitation, input, null);
  const text = guestText(invitation);
  if (readGuestSettings(invitation.guestSettings).invitedOnly) throw new HttpError(403, 'INVITED_ONLY', text.invitedOnly);
  const phone = phoneOf(text, input.phone);
  // A filled honeypot is a bot: answer like a success, store nothing.
  if (input.website) return { receipt: { id: randomBytes(16).toString('hex'), attending: answer.attending, guestName: answer.guestName, editUrl: '' }, device: null };
  await enforceGuestLimits(ctx, ip, invitation.id, answer.guestName);

  const deviceToken = device && DEVICE_TOKEN_PATTERN.test(device) ? device : randomBytes(32).toString('base64url');
  const deviceHash = deviceHashOf(invitation.id, deviceToken);
  let plan = await planAnswer(ctx, invitation.id, answer, phone, deviceHash);
  let responseId: string;
  try {
    responseId = await writeOpenAnswer(ctx, invitation.id, plan, { answer, replies, phone, deviceHash, deviceId: input.deviceId });
  } catch (error) {
    // Two answers linking one household at once: the unique index let one in; the other is its likely duplicate.
    if (plan.kind !== 'link' || !isUniqueViolation(error)) throw error;
    const householdAnswer = await earlierAnswers(ctx.database.db, eq(rsvpResponses.householdId, plan.householdId));
    if (!householdAnswer[0]) throw error;
    plan = { kind: 'flag', earlier: householdAnswer[0], reason: plan.reason };
    responseId = await writeOpenAnswer(ctx, invitation.id, plan, { answer, replies, phone, deviceHash, deviceId: input.deviceId });
  }
  const updated = plan.kind === 'update';
  if (updated || answer.wishes) forgetInvitationPages(invitation.id);
  const url = editUrl(ctx, invitation, editTokenOf(ctx.secret, responseId));
  await ctx.liveEvents.publish(invitation.id);
  await onAnswerStored(ctx, { invitationId: invitation.id, responseId, isNew: !updated, guestSettings: invitation.guestSettings, timeZone: invitation.timeZone });
  // The address an earlier answer was matched by is that answer's: it gets its own link, not the newcomer's.
  const ownMail = answer.email && !(plan.kind === 'flag' && plan.reason === 'email');
  if (ownMail) void mailEditLink(ctx, answer, invitation, url, { language: invitation.language });
  const receipt: RsvpReceipt = { id: responseId, attending: answer.attending, guestName: answer.guestName, editUrl: url, updated };
  if (plan.kind === 'flag') receipt.duplicate = { mailedTo: await mailEarlierLink(ctx, invitation, plan.earlier) };
  return { receipt, device: deviceToken };
}

/** An earlier answer as the open link's matching reads it (never sent to the newcomer). */
type EarlierAnswer = Awaited<ReturnType<typeof earlierAnswers>>[number];

function earlierAnswers(db: Db, where: SQL) {
  return db
    .select({
      id: rsvpResponses.id,
      guestName: rsvpResponses.guestName,
      email: rsvpResponses.email,
      phone: rsvpResponses.phone,
      deviceId: rsvpResponses.deviceId,
      deviceHash: rsvpResponses.deviceHash,
      householdId: rsvpResponses.householdId,
      duplicateOf: rsvpResponses.duplicateOf,
      editTokenHash: rsvpResponses.editTokenHash,
      attending: rsvpResponses.attending,
      numberOfGuests: rsvpResponses.numberOfGuests,
      responseDate: rsvpResponses.responseDate,
    })
    .from(rsvpResponses)
    .where(where)
    .limit(50);
}

const oldestFirst = (a: { responseDate: Date }, b: { responseDate: Date }) => a.responseDate.getTime() - b.responseDate.getTime();

/**
 * What an open-link answer is (see `Plan`): one lookup of the invitation's answers with this device,
 * e-mail, phone or name, and, when no earlier answer shares the phone or e-mail, one of its households.
 * Each condition repeats "<> ''" so that the partial indexes on (invitation_id, device_hash),
 * (invitation_id, lower(email)), (invitation_id, phone) and (invitation_id, lower(guest_name)) serve it.
 */
async function planAnswer(ctx: AppContext, invitationId: string, answer: RsvpData, phone: string, deviceHash: string): Promise<Plan> {
  const db = ctx.database.db;
  const name = answer.guestName.trim().toLowerCase();
  const same: SQL[] = [
    sql`(${rsvpResponses.deviceHash} <> '' AND ${rsvpResponses.deviceHash} = ${deviceHash})`,
    sql`lower(${rsvpResponses.guestName}) = ${name}`,
  ];
  if (answer.email) same.push(sql`(${rsvpResponses.email} <> '' AND lower(${rsvpResponses.email}) = ${answer.email})`);
  if (phone) same.push(and(ne(rsvpResponses.phone, ''), eq(rsvpResponses.phone, phone))!);
  // No ORDER BY … LIMIT 1 in SQL: it would tempt the planner to walk the invitation's answers in date order instead of the indexes.
  const rows = (await earlierAnswers(db, and(eq(rsvpResponses.invitationId, invitationId), or(...same))!)).sort(oldestFirst);
  const reasonOf = (row: EarlierAnswer): MatchReason | null =>
    phone && row.phone === phone ? 'phone' : answer.email && row.email.toLowerCase() === answer.email ? 'email' : row.guestName.trim().toLowerCase() === name ? 'name' : null;

  // The device's own answer: the one with its name first, else one with its e-mail or phone.
  const mine = rows.filter((row) => row.deviceHash === deviceHash && reasonOf(row));
  const own = mine.find((row) => reasonOf(row) === 'name') ?? mine[0];
  if (own) return { kind: 'update', earlier: own };

  const others = rows.filter((row) => row.deviceHash !== deviceHash);
  const flagFor = async (row: EarlierAnswer, reason: MatchReason): Promise<Plan> => {
    // A likely duplicate points at the answer that is counted (the earlier one's own earlier one, if flagged).
    const counted = row.duplicateOf ? ((await earlierAnswers(db, eq(rsvpResponses.id, row.duplicateOf)))[0] ?? row) : row;
    return { kind: 'flag', earlier: counted, reason };
  };
  for (const reason of ['phone', 'email'] as const) {
    const match = others.find((row) => reasonOf(row) === reason);
    if (match) return flagFor(match, reason);
  }
  const household = await matchingHousehold(db, invitationId, answer.email, phone);
  if (household) {
    const [its] = await earlierAnswers(db, eq(rsvpResponses.householdId, household.id));
    return its ? { kind: 'flag', earlier: its, reason: household.reason } : { kind: 'link', householdId: household.id, reason: household.reason };
  }
  const byName = others.find((row) => reasonOf(row) === 'name');
  return byName ? flagFor(byName, 'name') : { kind: 'new' };
}

/** An invited household of the invitation with this phone or e-mail (stored E.164 and lower-cased), the phone first. */
async function matchingHousehold(db: Db, invitationId: string, email: string, phone: string): Promise<{ id: string; reason: MatchReason } | null> {
  const either: SQL[] = [];
  if (phone) either.push(and(ne(households.phone, ''), eq(households.phone, phone))!);
  if (email) either.push(and(ne(households.email, ''), eq(households.email, email))!);
  if (!either.length) return null;
  const rows = await db
    .select({ id: households.id, phone: households.phone })
    .from(households)
    .where(and(eq(households.invitationId, invitationId), or(...either)))
    .limit(2);
  const byPhone = rows.find((row) => phone && row.phone === phone);
  if (byPhone) return { id: byPhone.id, reason: 'phone' };
  return rows[0] ? { id: rows[0].id, reason: 'email' } : null;
}

/** The answer and its replies per event, written together; the device's own earlier answer is changed, never anyone else's. */
async function writeOpenAnswer(
  ctx: AppContext,
  invitationId: string,
  plan: Plan,
  { answer, replies, phone, deviceHash, deviceId }: { answer: RsvpData; replies: EventReply[]; phone: string; deviceHash: string; deviceId: string },
): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    if (plan.kind === 'update') {
      const { earlier } = plan;
      // The newest answer wins; an e-mail or phone the guest left out this time is kept. Its link is
      // the answer's one derived link (an older random one is replaced by it: the same device asks).
      await tx
        .update(rsvpResponses)
        .set({
          ...answerColumns(answer),
          email: answer.email || earlier.email,
          phone: phone || earlier.phone,
          deviceId: deviceId || earlier.deviceId,
          editTokenHash: hashToken(editTokenOf(ctx.secret, earlier.id)),
          updatedAt: new Date(),
        })
        .where(eq(rsvpResponses.id, earlier.id));
      await replaceEventReplies(tx, earlier.id, invitationId, replies);
      return earlier.id;
    }
    const id = randomUUID();
    await tx.insert(rsvpResponses).values({
      ...answerColumns(answer),
      id,
      phone,
      deviceId,
      deviceHash,
      source: 'guest',
      invitationId,
      editTokenHash: hashToken(editTokenOf(ctx.secret, id)),
      householdId: plan.kind === 'link' ? plan.householdId : null,
      duplicateOf: plan.kind === 'flag' ? plan.earlier.id : null,
      matchReason: plan.kind === 'link' || plan.kind === 'flag' ? plan.reason : null,
    });
    await replaceEventReplies(tx, id, invitationId, replies);
    return id;
  });
}

/**
 * The earlier answer's own change link, mailed to the e-mail on it (within the per-recipient mail
 * cap): a household's personal link, or the answer's derived edit link. Nothing is issued or revoked;
 * without an e-mail, or an answer whose link cannot be derived (older random links, answers the host
 * typed), nothing is sent. Returns the masked address it went to, or null.
 */
async function mailEarlierLink(ctx: AppContext, invitation: InvitationRow, earlier: EarlierAnswer): Promise<string | null> {
  if (!earlier.email) return null;
  let url: string | null = null;
  let language: string = invitation.language;
  if (earlier.householdId) {
    const [household] = await ctx.database.db
      .select({ id: households.id, linkVersion: households.linkVersion, language: households.language })
      .from(households)
      .where(eq(households.id, earlier.householdId))
      .limit(1);
    if (household) {
      url = personalLink(ctx, invitation, household);
      language = householdLanguage(household.language, invitation.language);
    }
  } else if (earlier.editTokenHash === hashToken(editTokenOf(ctx.secret, earlier.id))) {
    url = editUrl(ctx, invitation, editTokenOf(ctx.secret, earlier.id));
  }
  if (!url) return null;
  void mailEditLink(ctx, earlier, invitation, url, { language });
  return maskEmailForGuest(earlier.email);
}

/**
 * An answer through a household's personal link: at most its seats, and always its one answer
 * (an upsert on the unique household_id, so two submits at once still leave one row). The receipt's
 * link to change it is the personal link itself.
 */
export async function answerAsHousehold(ctx: AppContext, token: string, input: RsvpData, ip: string): Promise<RsvpReceipt> {
  const found = await findLinkedHousehold(ctx.database.db, token);
  if (!found || !isPublished(found.invitation)) throw messageError(404, RSVP_ERRORS.linkNotFound);
  const { household, invitation } = found;
  // The household reads its page in its own language (else the invitation's), and so its refusals.
  const page = { ...invitation, language: householdLanguage(household.language, invitation.language) };
  const text = guestText(page);
  const { answer, replies } = checkAnswer(page, input, household);
  const phone = phoneOf(text, input.phone);
  const url = `${ctx.config.publicUrl}${personalLinkPath(invitation.customSlug ?? invitation.id, token)}`;
  if (input.website) return { id: randomBytes(16).toString('hex'), attending: answer.attending, guestName: answer.guestName, editUrl: url };
  const { perAddressPerInvitation: a, perHousehold: h } = RSVP_LIMITS;
  const [byAddress, byHousehold] = await Promise.all([
    ctx.limiter.hit(`rsvp:${invitation.id}:${ip}`, a.limit, a.windowMs),
    ctx.limiter.hit(`rsvp-household:${household.id}`, h.limit, h.windowMs),
  ]);
  if (!byAddress.allowed || !byHousehold.allowed) throw messageError(429, RSVP_ERRORS.tooMany);

  const columns = { ...answerColumns(answer), phone, deviceId: input.deviceId, source: 'guest' as const };
  const row = await ctx.database.db.transaction(async (tx) => {
    // An answer the open link linked to this household by its phone or e-mail is its maker's, not
    // the link's: it is detached (its maker's link still shows only it) and becomes a likely
    // duplicate of the household's own answer, written fresh (issue 27). Locked, so two submits wait.
    const [matched] = await tx
      .select({ id: rsvpResponses.id })
      .from(rsvpResponses)
      .where(and(eq(rsvpResponses.householdId, household.id), isNotNull(rsvpResponses.matchReason), isNull(rsvpResponses.duplicateOf)))
      .for('update');
    if (matched) {
      await tx.update(rsvpResponses).set({ householdId: null }).where(eq(rsvpResponses.id, matched.id));
      const [inserted] = await tx
        .insert(rsvpResponses)
        .values({ ...columns, invitationId: invitation.id, householdId: household.id })
        .returning({ id: rsvpResponses.id });
      if (!inserted) throw new Error('RSVP row not written');
      await tx.update(rsvpResponses).set({ duplicateOf: inserted.id }).where(eq(rsvpResponses.id, matched.id));
      await replaceEventReplies(tx, inserted.id, invitation.id, replies);
      return { id: inserted.id, inserted: true };
    }
    // The upsert locks the household's answer row, so two submits at once replace the replies one after the other.
    const [upserted] = await tx
      .insert(rsvpResponses)
      .values({ ...columns, invitationId: invitation.id, householdId: household.id })
      .onConflictDoUpdate({ target: rsvpResponses.householdId, set: { ...columns, updatedAt: new Date() } })
      // xmax is 0 on a row this statement inserted, and the updating transaction's id on one it changed.
      .returning({ id: rsvpResponses.id, inserted: sql<boolean>`(xmax = 0)` });
    if (!upserted) throw new Error('RSVP row not written');
    await replaceEventReplies(tx, upserted.id, invitation.id, replies);
    return upserted;
  });
  forgetInvitationPages(invitation.id);
  await ctx.liveEvents.publish(invitation.id);
  await onAnswerStored(ctx, { invitationId: invitation.id, responseId: row.id, isNew: row.inserted, guestSettings: invitation.guestSettings, timeZone: invitation.timeZone });
  // Its confirmation (issue 28.6): to the e-mail the guest left, else to the one the host stored for
  // it, in its language (its own, else the invitation's), like its invitation and reminders. It
  // carries the personal link (its way to change the answer), each event it answered, and, when it
  // comes, its check-in code inline (the PNG attached; its URL serves it only while it is attending).
  const to = answer.email || household.email;
  if (to) {
    const language = householdLanguage(household.language, invitation.language);
    void mailHouseholdConfirmation(ctx, { ...answer, email: to }, invitation, household, { url, token, language, replies });
  }
  return { id: row.id, attending: answer.attending, guestName: answer.guestName, editUrl: url, updated: !row.inserted };
}

/** The inline check-in code's content id (`<img src="cid:…">` in the confirmation's HTML). */
export const CHECKIN_QR_CID = 'checkin-qr@jemputan';

/**
 * Each event a household answered as its confirmation lists it, in the host's order: date, time
 * (the invitation's zone), venue, address, map link, the answer, the meal by name, and a Google
 * Calendar template link (only public facts of the invitation and the household's own replies).
 */
export function confirmedEvents(ctx: AppContext, invitation: InvitationRow, replies: readonly EventReply[], language: string): ConfirmedEvent[] {
  const view = toInvitationView(invitation);
  const text = invitationText(language);
  const byId = new Map(view.events.map((event) => [event.id, event]));
  const publicUrl = shareableInvitationUrl(ctx.config.publicUrl, invitation);
  return replies.flatMap((reply) => {
    const event = byId.get(reply.eventId);
    if (!event) return [];
    const name = eventLabel(event, text, invitation);
    const [calendar] = calendarEventsFor({ eventName: view.eventName, timeZone: view.timeZone }, [event], { publicUrl, fallbackName: name, labels: { dressCode: text.dressCode } });
    return [
      {
        name,
        date: event.date,
        time: event.time,
        endTime: event.endTime,
        timeZone: view.timeZone,
        venue: event.venue,
        address: richTextToPlain(event.address),
        mapUrl: event.mapUrls.google || event.mapUrls.waze,
        attending: reply.attending,
        guests: reply.guests,
        meal: event.mealOptions.find((option) => option.id === reply.mealChoice)?.name ?? '',
        calendarUrl: calendar ? googleCalendarUrl(calendar) : '',
      },
    ];
  });
}

/**
 * A household's confirmation: the edit-link mail with its events and, when it comes, its check-in
 * code as an inline PNG (a CID attachment: a mail client shows it without fetching a URL).
 */
async function mailHouseholdConfirmation(
  ctx: AppContext,
  answer: Pick<RsvpData, 'guestName' | 'email' | 'attending' | 'numberOfGuests'>,
  invitation: InvitationRow,
  household: { id: string; linkVersion: number },
  options: { url: string; token: string; language: string; replies: readonly EventReply[] },
): Promise<void> {
  try {
    const events = confirmedEvents(ctx, invitation, options.replies, options.language);
    const qr = answer.attending
      ? { qrUrl: checkinQrUrl(ctx, options.token, 'png'), qrCid: CHECKIN_QR_CID, attachments: [{ filename: 'checkin-qr.png', contentType: 'image/png', cid: CHECKIN_QR_CID, content: await qrPng(checkinCodeFor(ctx.secret, household)) }] }
      : {};
    await mailEditLink(ctx, answer, invitation, options.url, { language: options.language, events, ...qr });
  } catch (err) {
    ctx.log.warn({ err, invitationId: invitation.id }, 'RSVP confirmation mail failed');
  }
}

/**
 * Mail is a courtesy: the answer is stored whatever the mail server does. Capped per recipient
 * (anyone can type any address into an RSVP); the answer still carries the edit link.
 */
async function mailEditLink(
  ctx: AppContext,
  answer: Pick<RsvpData, 'guestName' | 'email' | 'attending' | 'numberOfGuests'>,
  invitation: InvitationRow,
  url: string,
  options: { language: string; qrUrl?: string; qrCid?: string; events?: ConfirmedEvent[]; attachments?: MailAttachment[] },
): Promise<void> {
  const params: RsvpEditLinkParams = {
    guestName: answer.guestName,
    eventName: richTextToPlain(invitation.eventName),
    url,
    // The mail confirms the answer it was sent for.
    answer: { attending: answer.attending, guests: answer.numberOfGuests },
    ...(options.qrUrl ? { checkinQrUrl: options.qrUrl } : {}),
    ...(options.qrCid ? { checkinQrCid: options.qrCid } : {}),
    ...(options.events?.length ? { events: options.events } : {}),
  };
  try {
    const message = renderEmail(rsvpEditLink, params, { to: answer.email, lang: options.language });
    await sendCapped(ctx, 'rsvp-edit', options.attachments ? { ...message, attachments: options.attachments } : message);
  } catch (err) {
    ctx.log.warn({ err, invitationId: invitation.id }, 'RSVP edit-link mail failed');
  }
}

async function findByToken(ctx: AppContext, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await ctx.database.db
    .select({ response: rsvpResponses, invitation: invitations, seats: households.seats, eventIds: households.eventIds, householdLanguage: households.language })
    .from(rsvpResponses)
    .innerJoin(invitations, eq(invitations.id, rsvpResponses.invitationId))
    // An invited household's answer keeps its seats, whichever link changes it.
    .leftJoin(households, eq(households.id, rsvpResponses.householdId))
    .where(eq(rsvpResponses.editTokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

export async function getRsvpForEdit(ctx: AppContext, token: string): Promise<RsvpForEdit> {
  const found = await findByToken(ctx, token);
  if (!found || !isPublished(found.invitation)) throw messageError(404, RSVP_ERRORS.editNotFound);
  // The answer's own fields as stored (never its edit token or household), then its replies per event.
  const { id, invitationId, guestName, email, phone, attending, numberOfGuests, mealChoice, carPlate, wishes } = found.response;
  return { id, invitationId, guestName, email, phone, attending, numberOfGuests, mealChoice, carPlate, wishes, events: await eventRepliesOf(ctx.database.db, id) };
}

export async function updateRsvp(ctx: AppContext, token: string, input: RsvpData): Promise<RsvpReceipt> {
  const found = await findByToken(ctx, token);
  if (!found || !isPublished(found.invitation)) throw messageError(404, RSVP_ERRORS.editNotFound);
  // An invited household's answer keeps its seats and its events, whichever link changes it.
  const answerer = found.seats === null ? null : { seats: found.seats, eventIds: found.eventIds };
  // Its refusals in the language the route's errors are read in (the household's, else the invitation's; reader-language.ts).
  const page = { ...found.invitation, language: householdLanguage(found.householdLanguage, found.invitation.language) };
  const { answer, replies } = checkAnswer(page, input, answerer);
  const phone = phoneOf(guestText(page), input.phone);
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(rsvpResponses)
      .set({ ...answerColumns(answer), phone, updatedAt: new Date() })
      .where(eq(rsvpResponses.id, found.response.id));
    await replaceEventReplies(tx, found.response.id, found.invitation.id, replies);
  });
  forgetInvitationPages(found.invitation.id);
  await ctx.liveEvents.publish(found.invitation.id);
  await onAnswerStored(ctx, { invitationId: found.invitation.id, responseId: found.response.id, isNew: false, guestSettings: found.invitation.guestSettings, timeZone: found.invitation.timeZone });
  return { id: found.response.id, attending: answer.attending, guestName: answer.guestName, editUrl: editUrl(ctx, found.invitation, token) };
}

export async function withdrawRsvp(ctx: AppContext, token: string): Promise<void> {
  const found = await findByToken(ctx, token);
  if (!found) throw messageError(404, RSVP_ERRORS.editNotFound);
  if (isRsvpClosed(rsvpSettingsOf(found.invitation))) throw messageError(409, RSVP_ERRORS.closed);
  await ctx.database.db.transaction(async (tx) => {
    // Answers flagged as its likely duplicates count again (the foreign key clears duplicate_of; the reason goes too).
    await tx.update(rsvpResponses).set({ matchReason: null }).where(eq(rsvpResponses.duplicateOf, found.response.id));
    await tx.delete(rsvpResponses).where(eq(rsvpResponses.id, found.response.id));
  });
  forgetInvitationPages(found.invitation.id);
  await ctx.liveEvents.publish(found.invitation.id);
}

/**
 * A household withdraws its answer through its personal link (issue 30.4), as the edit link does:
 * the answer its page shows (the one with its household id) and its replies per event go, so every
 * count (headcount, meals, the guest list's "answered") follows, and the household is unanswered
 * again (its link still works: it may answer again until the deadline). Nothing to withdraw is no error.
 */
export async function withdrawAsHousehold(ctx: AppContext, token: string, ip: string): Promise<void> {
  const found = await findLinkedHousehold(ctx.database.db, token);
  if (!found || !isPublished(found.invitation)) throw messageError(404, RSVP_ERRORS.linkNotFound);
  const { household, invitation } = found;
  if (isRsvpClosed(rsvpSettingsOf(invitation))) throw messageError(409, RSVP_ERRORS.closed);
  const { perAddressPerInvitation: a, perHousehold: h } = RSVP_LIMITS;
  const [byAddress, byHousehold] = await Promise.all([
    ctx.limiter.hit(`rsvp:${invitation.id}:${ip}`, a.limit, a.windowMs),
    ctx.limiter.hit(`rsvp-household:${household.id}`, h.limit, h.windowMs),
  ]);
  if (!byAddress.allowed || !byHousehold.allowed) throw messageError(429, RSVP_ERRORS.tooMany);
  const removed = await ctx.database.db.transaction(async (tx) => {
    const [own] = await tx.select({ id: rsvpResponses.id }).from(rsvpResponses).where(eq(rsvpResponses.householdId, household.id)).for('update');
    if (!own) return false;
    // Answers flagged as its likely duplicates count again (the foreign key clears duplicate_of; the reason goes too).
    await tx.update(rsvpResponses).set({ matchReason: null }).where(eq(rsvpResponses.duplicateOf, own.id));
    await tx.delete(rsvpResponses).where(eq(rsvpResponses.id, own.id));
    return true;
  });
  if (!removed) return;
  forgetInvitationPages(invitation.id);
  await ctx.liveEvents.publish(invitation.id);
}
