import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import { loadConfig, type Config } from '@server/config';
import type { AppContext } from '@server/context';
import { temporaryDatabase } from './temporary-database';
import { scaled } from '../e2e/support/timeouts';
import { openDatabase, type Database } from '@server/db/client';
import { createVerifiedUser, grantRole } from '@server/features/accounts/service';

/**
 * Fastify allows a plugin 10 s to register; on a saturated machine registering the API docs took
 * longer. Every app a test builds passes this (30 s, scaled like every wait).
 */
export const PLUGIN_TIMEOUT = scaled(30_000);

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * server named by TEST_DATABASE_URL (created here, dropped by `close`). Blank (no migrations) unless
 * `migrated`: on PGlite that one starts from the migrated template (tests/support/pglite-template.ts),
 * so the app's migrate() has nothing left to apply; on PostgreSQL the app migrates it as always.
 */
export async function openTestDatabase(options: { migrated?: boolean } = {}): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = options.migrated ? templateDataDir('pgliteMigratedTemplate') : templateDataDir('pgliteTemplate');
    const database = await openDatabase({ inMemory: true, loadDataDir });
    return { database, drop: async () => {} };
  }
  const temporary = await temporaryDatabase(serverUrl, 'test');
  const database = await openDatabase({ databaseUrl: temporary.url });
  return { database, url: temporary.url, drop: temporary.drop };
}

const templates = new Map<string, Blob>();

/** A data directory made once by tests/support/pglite-template.ts (read once per worker). */
function templateDataDir(name: 'pgliteTemplate' | 'pgliteMigratedTemplate'): Blob | undefined {
  const file = inject(name);
  if (!file || !fs.existsSync(file)) return undefined;
  if (!templates.has(file)) templates.set(file, new Blob([fs.readFileSync(file)]));
  return templates.get(file);
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  dataDir: string;
  /** Messages written to the outbox, oldest first. */
  mails(): { to: string; subject: string; text: string; html: string; attachments?: { filename: string; cid?: string; contentType: string; size: number; sha256: string }[] }[];
  /** The first link in the newest mail to `to`. */
  linkFromLatestMail(to: string): string;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-password',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { database, drop } = await openTestDatabase({ migrated: true });
  const ctx = await createContext(config, pino({ level: 'silent' }), { database });
  const app = await buildApp(ctx, { logger: false, pluginTimeout: PLUGIN_TIMEOUT });
  await app.ready();
  const outbox = path.join(dataDir, 'outbox');
  const mails = () =>
    fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((file) => file.endsWith('.json'))
          .sort()
          .map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')))
      : [];
  return {
    app,
    ctx,
    config,
    dataDir,
    mails,
    linkFromLatestMail(to) {
      const mail = mails()
        .filter((m) => m.to === to)
        .at(-1);
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) throw new Error(`no mail with a link to ${to}`);
      return link;
    },
    async close() {
      await app.close();
      await ctx.liveEvents.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A cookie jar for inject: keeps Set-Cookie values between calls, like a browser. */
export class Client {
  cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
}

/** A verified user with a signed-in client. */
export async function signedInUser(t: TestApp, email: string, password = 'secret-password', opts: { admin?: boolean } = {}) {
  const user = await createVerifiedUser(t.ctx.auth, t.ctx.database.db, { email, password, name: email.split('@')[0] ?? 'User' });
  if (opts.admin) await grantRole(t.ctx.database.db, user.id, 'admin');
  const client = new Client(t.app);
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { id: user.id, email, client };
}

/**
 * A second app over the test's context whose log (pino at info) is kept in memory, one string a
 * line, for tests of what the log may hold. Close it with `app.close()`.
 */
export async function appWithLog(t: TestApp): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(t.ctx, { logger: pino({ level: 'info' }, sink), pluginTimeout: PLUGIN_TIMEOUT });
  return { app, lines };
}
