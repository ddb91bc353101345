import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import {
  accounts,
  checkinLinks,
  checkins,
  checkinWalkIns,
  files,
  gifts,
  households,
  invitations,
  invoices,
  paymentDetails,
  refunds,
  rsvpEventAnswers,
  rsvpResponses,
  users,
} from '@server/db/schema';
import { messageError } from '@server/lib/http-error';
import { VARIANTS_BUCKET, variantKeyOf } from '@server/lib/images';
import type { ZipEntry } from '@server/lib/zip-writer';
import { COVERS_BUCKET, coverKey, coverSourceOf, coverVersion } from '@server/features/covers/service';
import { COVER_THUMB_WIDTHS, coverThumbHeight, OG_IMAGE } from '@shared/covers';
import { IMAGE_VARIANT_WIDTHS } from '@shared/templates';
import { hasRole } from './service';

/**
 * A host's own data (issue 31 point 5, product.md §17): everything kept about the account, as a ZIP
 * they download, and the account's deletion. Secrets and their hashes (passwords, personal-link and
 * edit-token hashes, door-link tokens) are never exported: they are ours, not the host's data.
 */

const README = `This archive holds everything Jemputan keeps about your account:
- account.json: your account (name, e-mail, language, the terms you accepted and when).
- invitations/<id>/: each invitation (invitation.json), its households (households.json), answers
  (answers.json, with each answer's per-event replies), door arrivals and walk-ins (checkins.json),
  door links (checkin-links.json, without their secret part) and gifts (gifts.json).
- payments.json, invoices.json, refunds.json: what you paid and the invoices issued to you.
- files/<bucket>/<name>: the files you uploaded (photos, images, receipts).
Times are UTC (ISO 8601). Amounts in "sen" fields are in sen (RM 1 = 100 sen).
`;

/** Keys never exported: hashes of secrets and the door links' token hashes. */
const SECRET_KEY = /hash$/i;

function withoutSecrets<T extends object>(row: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_KEY.test(key)));
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
const entry = (name: string, value: unknown): ZipEntry => ({ name, body: async () => json(value) });

/** The export's entries, read lazily one by one (a photo's bytes are read only when it is written). */
export async function* accountExportEntries(ctx: Pick<AppContext, 'database' | 'storage'>, userId: string): AsyncGenerator<ZipEntry> {
  const db = ctx.database.db;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  yield { name: 'README.txt', body: async () => Buffer.from(README, 'utf8') };
  yield entry('account.json', withoutSecrets(user));

  const own = await db.select().from(invitations).where(eq(invitations.userId, userId));
  for (const invitation of own) {
    const id = invitation.id;
    const folder = `invitations/${id}`;
    yield entry(`${folder}/invitation.json`, invitation);
    yield entry(`${folder}/households.json`, (await db.select().from(households).where(eq(households.invitationId, id))).map(withoutSecrets));
    const answers = await db.select().from(rsvpResponses).where(eq(rsvpResponses.invitationId, id));
    const replies = await db.select().from(rsvpEventAnswers).where(eq(rsvpEventAnswers.invitationId, id));
    yield entry(
      `${folder}/answers.json`,
      answers.map((answer) => ({ ...withoutSecrets(answer), events: replies.filter((reply) => reply.responseId === answer.id) })),
    );
    yield entry(`${folder}/checkins.json`, {
      arrivals: await db.select().from(checkins).where(eq(checkins.invitationId, id)),
      walkIns: await db.select().from(checkinWalkIns).where(eq(checkinWalkIns.invitationId, id)),
    });
    yield entry(`${folder}/checkin-links.json`, (await db.select().from(checkinLinks).where(eq(checkinLinks.invitationId, id))).map(withoutSecrets));
    yield entry(`${folder}/gifts.json`, await db.select().from(gifts).where(eq(gifts.invitationId, id)));
  }

  const payments = await db.select().from(paymentDetails).where(eq(paymentDetails.userId, userId));
  yield entry('payments.json', payments);
  yield entry('invoices.json', await db.select().from(invoices).where(eq(invoices.userId, userId)));
  const paymentIds = payments.map((payment) => payment.id);
  yield entry('refunds.json', paymentIds.length ? await db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)) : []);

  const stored = await db.select({ bucket: files.bucket, key: files.key }).from(files).where(eq(files.ownerId, userId));
  for (const file of stored) yield { name: `files/${file.bucket}/${file.key}`, body: () => ctx.storage.get(file.bucket, file.key) };
}

/**
 * Deletes the account and everything that is the host's: invitations (with their guests, answers,
 * check-ins and gifts, by the database's cascades), payments, sessions, and the files' bytes with their
 * resized copies and rendered covers. Issued invoices stay, without the account (tax records), as
 * product.md §17 says. An admin account is refused: the role is removed by another admin first.
 */
export async function deleteAccount(ctx: Pick<AppContext, 'database' | 'storage' | 'auth' | 'log'>, userId: string, password: string): Promise<{ filesRemoved: number }> {
  const db = ctx.database.db;
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  const auth = await ctx.auth.$context;
  if (!credential?.password || !(await auth.password.verify({ hash: credential.password, password }))) {
    throw messageError(403, 'ACCOUNT_PASSWORD_WRONG', { code: 'FORBIDDEN' });
  }
  if (await hasRole(db, userId, 'admin')) throw messageError(409, 'ACCOUNT_ADMIN_CANNOT_DELETE', { code: 'CONFLICT' });

  const stored = await db.select({ id: files.id, bucket: files.bucket, key: files.key, size: files.size }).from(files).where(eq(files.ownerId, userId));
  const own = await db.select().from(invitations).where(eq(invitations.userId, userId));
  const coverKeys = own.flatMap((row) => {
    const version = coverVersion(coverSourceOf(row));
    return [coverKey(version, { kind: 'og', ...OG_IMAGE }), ...COVER_THUMB_WIDTHS.map((width) => coverKey(version, { kind: 'thumb', width, height: coverThumbHeight(width) }))];
  });

  await db.transaction(async (tx) => {
    if (stored.length) await tx.delete(files).where(inArray(files.id, stored.map((file) => file.id)));
    // Cascades: sessions, accounts, roles, profile, invitations (and their households, answers,
    // check-ins, links, gifts), payments (and their refunds); invoices keep their copy of the buyer.
    await tx.delete(users).where(eq(users.id, userId));
  });

  // The bytes go after the rows: nothing can reach them any more, and a failure here leaves only
  // unreachable bytes (logged), never a row without its file.
  const removals = [
    ...stored.flatMap((file) => [
      ctx.storage.remove(file.bucket, file.key),
      ...IMAGE_VARIANT_WIDTHS.map((width) => ctx.storage.remove(VARIANTS_BUCKET, variantKeyOf(file.bucket, file.key, width, file.size))),
    ]),
    ...coverKeys.map((key) => ctx.storage.remove(COVERS_BUCKET, key)),
  ];
  const failed = (await Promise.allSettled(removals)).filter((result) => result.status === 'rejected').length;
  if (failed) ctx.log.warn({ userId, failed }, 'account deleted; some stored bytes could not be removed');
  ctx.log.info({ userId, files: stored.length, invitations: own.length }, 'account deleted by its owner');
  return { filesRemoved: stored.length };
}
