/**
 * The server `npm run bench` measures, started by bench/run.ts as a child process: the real app
 * (the same createContext + buildApp as src/server/main.ts, demo data seeded) on PORT, and beside it,
 * in the same process on BARE_PORT, a bare Fastify instance whose one route does the RSVP's single
 * INSERT on the SAME database pool: the baseline of architecture.md §6. It seeds its fixtures itself (the
 * embedded database has one owner) and prints them as one JSON line once both servers listen.
 */
import { createHash, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { rsvpResponses } from '@server/db/schema';
import { seed } from '@server/db/seed';
import { createVerifiedUser } from '@server/features/accounts/service';
import { insertInvitation } from '../tests/support/invitations';

export interface BenchFixtures {
  /** Invitations that start empty: growth baseline, the real RSVP load, the bare route's load. */
  empty: string;
  load: string;
  bare: string;
  /** An invitation that already has GROWN_RESPONSES responses. */
  grown: string;
}

export const GROWN_RESPONSES = 10_000;

const config = loadConfig();
const log = pino({ level: config.logLevel });
const ctx = await createContext(config, log);
await seed(ctx);
const db = ctx.database.db;
const host = await createVerifiedUser(ctx.auth, db, { email: 'bench-rsvp-host@example.com', password: 'bench-rsvp-password', name: 'Bench Host' });
const invitation = async () => (await insertInvitation(db, { userId: host.id })).id;
const fixtures: BenchFixtures = { empty: await invitation(), load: await invitation(), bare: await invitation(), grown: await invitation() };
for (let start = 0; start < GROWN_RESPONSES; start += 1000) {
  await db.insert(rsvpResponses).values(
    Array.from({ length: 1000 }, (_, k) => ({
      invitationId: fixtures.grown,
      guestName: `Guest ${start + k}`,
      attending: true,
      numberOfGuests: 1,
      wishes: (start + k) % 3 === 0 ? 'Congratulations!' : '',
      editTokenHash: randomBytes(16).toString('hex'),
    })),
  );
}

const app = await buildApp(ctx, { logger: false });
await app.listen({ port: config.port, host: config.host });

interface BareAnswer {
  guestName: string;
  email?: string;
  attending: boolean;
  numberOfGuests?: number;
  mealChoice?: string;
  wishes?: string;
}
const bare = Fastify({ logger: false });
bare.post<{ Params: { id: string }; Body: BareAnswer }>('/rsvp/:id', async (request, reply) => {
  const answer = request.body;
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(rsvpResponses)
    .values({
      invitationId: request.params.id,
      guestName: answer.guestName,
      email: answer.email ?? '',
      attending: answer.attending,
      numberOfGuests: answer.numberOfGuests ?? 0,
      mealChoice: answer.mealChoice ?? '',
      wishes: answer.wishes ?? '',
      editTokenHash: createHash('sha256').update(token).digest('hex'),
    })
    .returning({ id: rsvpResponses.id });
  return reply.status(201).send({ id: row!.id });
});
// Rows stored, for run.ts to compare with the answers acknowledged.
bare.get<{ Params: { id: string } }>('/count/:id', async (request) => {
  const [row] = await db.select({ n: count() }).from(rsvpResponses).where(eq(rsvpResponses.invitationId, request.params.id));
  return { rows: row?.n ?? 0 };
});
await bare.listen({ port: Number(process.env.BARE_PORT), host: config.host });

console.log(JSON.stringify({ ready: true, fixtures }));

const stop = async () => {
  await bare.close();
  await app.close();
  await ctx.liveEvents.close();
  await ctx.limiter.close();
  await ctx.database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
