import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { projectPath } from './lib/project-root';
import type { S3StorageOptions } from './lib/s3-storage';

/**
 * Every environment variable the server reads, parsed by one schema. A bad value stops start-up
 * with the variable's name (see `loadConfig`). The README's configuration table mirrors this.
 */
const booleanish = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

/** Where client addresses come from: the socket, or X-Forwarded-For as far as trusted proxies wrote it. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for the private ranges (a proxy in the same network). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  // A mask length (10.0.0.0/8); proxy-addr also reads a dotted mask, which we do not need.
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: off (default), a hop count, or the proxies' addresses. `on`/`true` used to trust any
 * X-Forwarded-For, which lets a client choose its own address: refused with a hint (decision 0015).
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['off', 'false', '0'].includes(lower)) return false;
    if (['on', 'true'].includes(lower)) {
      ctx.addIssue({ code: 'custom', message: 'give the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8); on/true would trust any X-Forwarded-For a client sends' });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) ctx.addIssue({ code: 'custom', message: 'a hop count must be 10 or less' });
      return { hops };
    }
    const addresses = value.split(',').map((entry) => entry.trim());
    const bad = addresses.filter((entry) => !isAddressOrRange(entry));
    if (bad.length) {
      ctx.addIssue({ code: 'custom', message: `not a hop count or proxy address/CIDR: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}` });
      return z.NEVER;
    }
    return { addresses };
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Jemputan <no-reply@jemputan.example>'),
  // Where a reply to any mail goes (MAIL_FROM is a no-reply address); without it no mail asks for a reply.
  MAIL_REPLY_TO: z.email().optional(),
  // Who is told at once that a receipt waits for a decision (comma-separated); default: every admin account.
  ADMIN_NOTIFY_EMAILS: z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email()).max(20))
    .optional(),
  ADMIN_EMAIL: z.email().default('admin@jemputan.example'),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RATE_LIMITS: booleanish.default(true),
  TRUST_PROXY: trustProxySchema.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanish.default(true),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TUTORIAL_VIDEO_URL: z.url({ protocol: /^https?$/ }).optional(),
  // A path on this site: the CSP lets pages show same-site images only.
  PAYMENT_QR_IMAGE_URL: z
    .string()
    .regex(/^\/(?!\/)[^\s"'<>\\]*$/, 'must be a path on this site, such as /payment-qr.png')
    .default('/payment-qr.png'),
  // Shared file storage (S3-compatible): all of endpoint, bucket and keys, or none (files on disk).
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(true),
  // Shared rate-limit counters; without it each instance counts on its own.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  // How often each instance looks for due scheduled work (lib/jobs.ts); an enqueue on this instance wakes it at once.
  JOBS_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  // Instant checkout through CHIP Collect (decision 0032): brand ID and secret key together, or
  // neither (then the receipt upload is the only way to pay). The public key is fetched when unset.
  CHIP_API_URL: z.url({ protocol: /^https?$/ }).default('https://gate.chip-in.asia/api/v1'),
  CHIP_BRAND_ID: z.string().trim().min(1).optional(),
  CHIP_SECRET_KEY: z.string().trim().min(1).optional(),
  CHIP_PUBLIC_KEY: z
    .string()
    // One line in a .env file: "\n" stands for a line break.
    .transform((value) => value.replace(/\\n/g, '\n').trim())
    .refine((value) => value.startsWith('-----BEGIN PUBLIC KEY-----'), 'must be a PEM public key (-----BEGIN PUBLIC KEY----- …)')
    .optional(),
  CHECKOUT_RECONCILE_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  // The seller on every invoice and credit note (issue 31, decision 0034); the defaults are a demo
  // company for development: set them in production. Without SELLER_SST_NUMBER no tax is charged.
  SELLER_NAME: z.string().trim().min(2).max(200).default('Jemputan Digital Sdn. Bhd. (demo)'),
  SELLER_REGISTRATION_NUMBER: z.string().trim().min(2).max(60).default('202601000001 (1234567-X)'),
  SELLER_SST_NUMBER: z.string().trim().min(2).max(60).optional(),
  // One line in a .env file: "\n" or "|" stands for a line break.
  SELLER_ADDRESS: z.string().trim().min(2).max(500).default('Level 1, Jalan Demo 1|50450 Kuala Lumpur|Malaysia'),
  SELLER_EMAIL: z.email().optional(),
  // Service tax (percent) included in the prices when SELLER_SST_NUMBER is set.
  SST_RATE_PERCENT: z.coerce.number().min(0).max(30).default(8),
});

const CHIP_REQUIRED = ['CHIP_BRAND_ID', 'CHIP_SECRET_KEY'] as const;

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const DEFAULT_WEB_DIST = projectPath('dist', 'web');

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The Reply-To of every mail; undefined: no mail invites a reply. */
  mailReplyTo: string | undefined;
  /** Who gets the notice of a new receipt; undefined: every admin account. */
  adminNotifyEmails: string[] | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  authSecret: string | undefined;
  rateLimits: boolean;
  /** false: the socket's address; hops: that many proxies in front; addresses: only these proxies. */
  trustProxy: TrustProxy;
  logLevel: string;
  seedDemoData: boolean;
  /** The built web app (default dist/web); tests point elsewhere to build in parallel. */
  webDistDir: string;
  /** The editor's View Tutorials video (an embeddable URL); the button is hidden without it. */
  tutorialVideoUrl: string | undefined;
  /** The payment QR image shown on the receipt step (a same-site path; the bundled sample by default). */
  paymentQrImageUrl: string;
  /** S3-compatible file storage shared by instances; undefined keeps files under DATA_DIR/files. */
  s3: S3StorageOptions | undefined;
  /** Redis for rate-limit counters shared by instances; undefined counts in memory per process. */
  redisUrl: string | undefined;
  /** Milliseconds between each instance's looks for due jobs (scheduled mails, reminders, digests). */
  jobsPollMs: number;
  /** CHIP Collect for instant checkout (decision 0032); undefined: receipts only. */
  chip: ChipConfig | undefined;
  /** A gateway purchase still pending after this many minutes is asked about (its callback may be lost). */
  checkoutReconcileMinutes: number;
  /** Who issues invoices and credit notes (copied onto each one when it is issued). */
  seller: SellerConfig;
}

export interface SellerConfig {
  name: string;
  registrationNumber: string;
  /** undefined: not registered for SST (no tax line charged). */
  sstNumber: string | undefined;
  /** Lines of the address. */
  address: string[];
  email: string | undefined;
  /** Percent of tax included in the prices; 0 when not SST-registered. */
  sstRatePercent: number;
}

export interface ChipConfig {
  /** The API's base, `…/api/v1` (the local stand-in's in development and tests). */
  apiUrl: string;
  brandId: string;
  secretKey: string;
  /** PEM; undefined: fetched from GET /public_key/ when the first callback arrives. */
  publicKey: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, the way shells and .env files usually mean them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  // A partial S3 setup would silently write files to local disk on some instances: refuse it.
  const s3Set = S3_REQUIRED.filter((name) => e[name] !== undefined);
  const s3Missing = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (s3Set.length > 0 && s3Missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${s3Missing.map((name) => `  ${name}: required when ${s3Set.join(', ')} ${s3Set.length === 1 ? 'is' : 'are'} set`).join('\n')}`);
  }
  const chipSet = CHIP_REQUIRED.filter((name) => e[name] !== undefined);
  if (chipSet.length === 1) {
    const missing = CHIP_REQUIRED.find((name) => e[name] === undefined);
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required when ${chipSet[0]} is set`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailReplyTo: e.MAIL_REPLY_TO?.toLowerCase(),
    adminNotifyEmails: e.ADMIN_NOTIFY_EMAILS,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    authSecret: e.AUTH_SECRET,
    rateLimits: e.RATE_LIMITS,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST),
    tutorialVideoUrl: e.TUTORIAL_VIDEO_URL,
    paymentQrImageUrl: e.PAYMENT_QR_IMAGE_URL,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    redisUrl: e.REDIS_URL,
    jobsPollMs: e.JOBS_POLL_MS,
    chip: e.CHIP_BRAND_ID && e.CHIP_SECRET_KEY ? { apiUrl: e.CHIP_API_URL.replace(/\/$/, ''), brandId: e.CHIP_BRAND_ID, secretKey: e.CHIP_SECRET_KEY, publicKey: e.CHIP_PUBLIC_KEY } : undefined,
    checkoutReconcileMinutes: e.CHECKOUT_RECONCILE_MINUTES,
    seller: {
      name: e.SELLER_NAME,
      registrationNumber: e.SELLER_REGISTRATION_NUMBER,
      sstNumber: e.SELLER_SST_NUMBER,
      address: e.SELLER_ADDRESS.split(/\\n|\||\n/).map((line) => line.trim()).filter(Boolean),
      email: e.SELLER_EMAIL,
      sstRatePercent: e.SELLER_SST_NUMBER ? e.SST_RATE_PERCENT : 0,
    },
  };
}
