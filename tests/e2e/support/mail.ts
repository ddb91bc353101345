import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { scaled } from './timeouts';

/** Undoes quoted-printable soft breaks and escapes, so links read as sent. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a message to `to` whose subject matches, and returns the first link to our app in it. */
export async function linkFromMail(to: string, subject: RegExp): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (global-setup)');
  let link = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
        for (const file of files) {
          const raw = fs.readFileSync(path.join(dir, file), 'utf8');
          if (!raw.startsWith(`X-Envelope-To: ${to}`)) continue;
          const decoded = decodeQuotedPrintable(raw);
          const subjectLine = decoded.match(/^Subject: (.*)$/m)?.[1] ?? '';
          if (!subject.test(subjectLine)) continue;
          link = decoded.match(/https?:\/\/[^\s"<>]+/)?.[0] ?? '';
          if (link) return true;
        }
        return false;
      },
      { timeout: scaled(15_000), message: `a mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return link;
}

/** Waits for a message to `to` whose subject matches, and returns it as sent (headers, parts, attachments). */
export async function mailFrom(to: string, subject: RegExp): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (global-setup)');
  let found = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
        for (const file of files) {
          const raw = fs.readFileSync(path.join(dir, file), 'utf8');
          if (!raw.startsWith(`X-Envelope-To: ${to}`)) continue;
          if (subject.test(decodeQuotedPrintable(raw).match(/^Subject: (.*)$/m)?.[1] ?? '')) found = raw;
          if (found) return true;
        }
        return false;
      },
      { timeout: scaled(15_000), message: `a mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found;
}
