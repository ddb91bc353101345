import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, type Limiter } from '@server/plugins/rate-limits';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

/** A file sent with a mail; with `cid`, an inline image the HTML shows as `<img src="cid:…">` (a related MIME part). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** How the outbox records an attachment: its name, cid, type, size and SHA-256 (not its bytes). */
const outboxAttachment = ({ filename, cid, contentType, content }: MailAttachment) => ({
  filename,
  cid,
  contentType,
  size: content.length,
  sha256: createHash('sha256').update(content).digest('hex'),
});

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** `lina@example.com` → `l***@example.com`: enough to tell mails apart in a log, not to harvest addresses. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox as JSON (0600,
 * in a 0700 folder), where a developer can follow a verification link without a mail server. The
 * links themselves are never logged: they sign in, reset passwords and change RSVPs. Every
 * message gets the Reply-To of `replyTo` (MAIL_REPLY_TO) when one is configured.
 */
export function createMailer(options: { smtpUrl?: string; from: string; replyTo?: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  // Every mail carries the configured Reply-To (MAIL_REPLY_TO): MAIL_FROM is a no-reply address.
  const envelope = { from: options.from, ...(options.replyTo ? { replyTo: options.replyTo } : {}) };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ ...envelope, ...message });
      },
    };
  }
  return {
    async send(message) {
      await fs.mkdir(options.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(options.outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
      // Written beside it and renamed: a reader of the outbox never sees half a message.
      const partial = `${file}.partial`;
      const record = { ...envelope, ...message, ...(message.attachments ? { attachments: message.attachments.map(outboxAttachment) } : {}), date: new Date().toISOString() };
      await fs.writeFile(partial, JSON.stringify(record, null, 2), { mode: PRIVATE_FILE_MODE });
      await fs.rename(partial, file);
      options.log.info({ to: maskAddress(message.to), file }, 'mail written to outbox');
    },
  };
}

/** Mails anyone can have sent to any address (a reset, a verification, an RSVP edit link; a host's guest-list mail). */
export type CappedMailKind = 'account' | 'rsvp-edit' | 'guest';

/**
 * The mailbox an address reaches: lower-cased, with a `+tag` removed from the local part
 * (`Box+1@x.com` and `box+2@x.com` are `box@x.com`). Every per-recipient limit and the mail ledger
 * (features/guests/mail-ledger.ts) key on it, so tags cannot multiply a mailbox's allowance.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  const plus = lower.indexOf('+');
  return plus > 0 && plus < at ? `${lower.slice(0, plus)}${lower.slice(at)}` : lower;
}

/**
 * Sends `message` unless its recipient already got `LIMITS.mailsPerRecipient` mails of this kind in
 * the window, whoever asked for them (keyed on the mailbox, not the requester): one mailbox cannot
 * be flooded from many connections. Through the shared Limiter, so instances count together.
 * Returns whether the mail was sent; callers answer alike either way (nothing about the address leaks).
 */
export async function sendCapped(deps: { mailer: Mailer; limiter: Limiter; log: FastifyBaseLogger }, kind: CappedMailKind, message: MailMessage): Promise<boolean> {
  const { limit, windowMs } = LIMITS.mailsPerRecipient;
  const { allowed } = await deps.limiter.hit(`mail:${kind}:${mailboxOf(message.to)}`, limit, windowMs);
  if (!allowed) {
    deps.log.warn({ to: maskAddress(message.to), kind }, 'mail not sent: too many to this address');
    return false;
  }
  await deps.mailer.send(message);
  return true;
}

/** A Mailer whose every message goes through `sendCapped` (for better-auth, which only sees a Mailer). */
export function cappedMailer(mailer: Mailer, limiter: Limiter, log: FastifyBaseLogger, kind: CappedMailKind): Mailer {
  return {
    async send(message) {
      await sendCapped({ mailer, limiter, log }, kind, message);
    },
  };
}
