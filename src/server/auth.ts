import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { BRAND } from '@shared/constants';
import { DEFAULT_HOST_LANGUAGE } from '@shared/host-language';
import type { Config } from './config';
import type { Db } from './db/client';
import * as schema from './db/schema';
import type { Mailer } from './lib/mailer';
import { renderEmail, resetPassword, verifyEmail } from './emails';

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  /** The process logger: better-auth's own errors go there, not to the console. */
  log: FastifyBaseLogger;
}

/** The language a mail to this user is written in: the account's (English for anything else). */
function languageOf(user: object): string {
  // better-auth's callback types leave out additional fields; the row has it.
  const language = (user as { language?: unknown }).language;
  return typeof language === 'string' ? language : DEFAULT_HOST_LANGUAGE;
}

/** better-auth: e-mail + password, e-mail verification, password reset and TOTP, sessions in the database. */
export function createAuth({ config, db, mailer, secret, log }: AuthDeps) {
  return betterAuth({
    appName: BRAND,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    // The account's language (decision 0030): its screens and every e-mail to it. The sign-up body's
    // value is the server's own choice (plugins/auth.ts `authRequestBody`), never the client's.
    // The terms' version accepted at sign-up (shared/legal.ts): the server checks it (plugins/auth.ts)
    // and the time of acceptance is the account's creation (the hook below).
    user: {
      additionalFields: {
        language: { type: 'string', required: false, defaultValue: DEFAULT_HOST_LANGUAGE, input: true },
        termsVersion: { type: 'string', required: false, input: true },
        termsAcceptedAt: { type: 'date', required: false, input: false },
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(renderEmail(resetPassword, { url }, { to: user.email, lang: languageOf(user) }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(renderEmail(verifyEmail, { url }, { to: user.email, lang: languageOf(user) }));
      },
    },
    plugins: [twoFactor({ issuer: BRAND })],
    // Our own limiter covers failed sign-ins and the auth routes (see plugins/rate-limits.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Failed attempts are expected traffic, not warnings; errors still reach the log.
    // Unexpected failures (a database outage…) are thrown to our error handler, which answers 503 for
    // an outage and a logged 500 otherwise, instead of better-auth's bare 500 and console output.
    onAPIError: { throw: true },
    logger: {
      level: 'error',
      disabled: config.logLevel === 'silent',
      log: (level, message, ...args) => log[level]({ args }, `better-auth: ${message}`),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const accepted = (user as { termsVersion?: unknown }).termsVersion;
            return { data: { ...user, termsAcceptedAt: typeof accepted === 'string' ? new Date() : null } };
          },
          // product.md §3 keeps a profile (id, email) per user.
          after: async (user) => {
            await db.insert(schema.profiles).values({ id: user.id, email: user.email }).onConflictDoNothing();
          },
        },
      },
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The server sets this header itself from the socket (or the trusted proxy); see routes.
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
