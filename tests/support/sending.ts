import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { households } from '@server/db/schema';
import { householdTokenHash } from '@server/features/guests/links';
import type { Database } from '@server/db/client';
import type { MailMessage, Mailer } from '@server/lib/mailer';
import { TEST_ORIGIN } from './test-app';

/** A mailer that keeps what it sends, for contexts built without an outbox. */
export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/** A context on `database` (one "instance" of the server) with its own limiter and the given mailer. */
export async function instanceContext(database: Database, mailer: Mailer, secret = 'test-secret-0123456789-0123456789-abcdef'): Promise<{ ctx: AppContext; dispose: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-jobs-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'silent', AUTH_SECRET: secret });
  const ctx = await createContext(config, pino({ level: 'silent' }), { database, mailer });
  return {
    ctx,
    dispose: async () => {
      await ctx.liveEvents.close();
      await ctx.limiter.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface HouseholdValues {
  name: string;
  seats?: number;
  phone?: string;
  email?: string;
  language?: string | null;
  sentAt?: Date | null;
  remindedAt?: Date | null;
}

/** Inserts households straight into the database (the list's own routes are tested elsewhere). */
export async function insertHouseholds(db: Db, secret: string, invitationId: string, values: HouseholdValues[]): Promise<(typeof households.$inferSelect)[]> {
  if (values.length === 0) return [];
  return db
    .insert(households)
    .values(
      values.map((v) => {
        const id = randomUUID();
        return {
          id,
          invitationId,
          name: v.name,
          seats: v.seats ?? 2,
          phone: v.phone ?? '',
          email: v.email ?? '',
          language: v.language ?? null,
          tokenHash: householdTokenHash(secret, id, 1),
          sentAt: v.sentAt ?? null,
          remindedAt: v.remindedAt ?? null,
        };
      }),
    )
    .returning();
}

/** A YYYY-MM-DD this many days from now (UTC). */
export const isoDay = (daysFromNow: number, from = new Date()) => new Date(from.getTime() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
