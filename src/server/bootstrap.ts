import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createAuth } from './auth';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { appSettings } from './db/schema';
import { createLiveEvents } from './lib/live-events';
import { cappedMailer, createMailer, type Mailer } from './lib/mailer';
import { configureSharp } from './lib/sharp-settings';
import { createDiskStorage, type Storage } from './lib/storage';
import { createMemoryLimiter } from './plugins/rate-limits';

/**
 * The auth secret: AUTH_SECRET when set, else one generated on first start and kept in the
 * database, so every instance on the same database signs sessions alike without configuration.
 */
async function resolveAuthSecret(config: Config, database: Database): Promise<string> {
  if (config.authSecret) return config.authSecret;
  return database.withStartupLock(async () => {
    const [row] = await database.db.select().from(appSettings).where(eq(appSettings.name, 'auth_secret')).limit(1);
    if (row) return row.value;
    const value = randomBytes(32).toString('base64url');
    await database.db.insert(appSettings).values({ name: 'auth_secret', value }).onConflictDoNothing();
    const [stored] = await database.db.select().from(appSettings).where(eq(appSettings.name, 'auth_secret')).limit(1);
    return stored?.value ?? value;
  });
}

export interface ContextOverrides {
  database?: Database;
  mailer?: Mailer;
  storage?: Storage;
}

/** Opens the database, applies migrations and wires the services every route uses. */
export async function createContext(config: Config, log: FastifyBaseLogger, overrides: ContextOverrides = {}): Promise<AppContext> {
  configureSharp();
  const database = overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await database.migrate();
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, replyTo: config.mailReplyTo, outboxDir: path.join(config.dataDir, 'outbox'), log });
  // The Redis client and the S3 signer are loaded only when configured: a small embedded install
  // never pays their module memory (docs/decisions/0016-memory-at-rest.md).
  const storage =
    overrides.storage ??
    (config.s3 ? (await import('./lib/s3-storage')).createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'files')));
  const secret = await resolveAuthSecret(config, database);
  const limiter = config.redisUrl
    ? (await import('./lib/redis-limiter')).createRedisLimiter({ url: config.redisUrl, enabled: config.rateLimits, log })
    : createMemoryLimiter(config.rateLimits);
  // Verification and reset mails are capped per recipient address (LIMITS.mailsPerRecipient).
  const auth = createAuth({ config, db: database.db, mailer: cappedMailer(mailer, limiter, log, 'account'), secret, log });
  const liveEvents = createLiveEvents(database, log);
  return { config, database, auth, mailer, storage, limiter, liveEvents, log, secret };
}
