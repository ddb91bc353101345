import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Limiter } from './plugins/rate-limits';
import type { LiveEvents } from './lib/live-events';
import type { Mailer } from './lib/mailer';
import type { Storage } from './lib/storage';
import type { Viewer } from './lib/access';
import type { HostLanguage } from '@shared/host-language';

/** Everything a route or service needs, built once per process (or per test). */
export interface AppContext {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  limiter: Limiter;
  /** RSVP change signals for live responses pages (in-process, or LISTEN/NOTIFY on PostgreSQL). */
  liveEvents: LiveEvents;
  /** The process logger, for services that work outside a request. */
  log: FastifyBaseLogger;
  /** The app's secret (AUTH_SECRET or the generated one): also keys the guests' personal links. */
  secret: string;
}

export interface RequestUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** The account's language (decision 0030). */
  language: HostLanguage;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per request (null when anonymous). */
    currentUser(): Promise<RequestUser | null>;
    /** Set by the requireUser / requireAdmin guards. */
    user: RequestUser;
    /** Who is asking, for the one access rule (`src/server/lib/access.ts`); set by the same guards. */
    viewer: Viewer;
  }
}
