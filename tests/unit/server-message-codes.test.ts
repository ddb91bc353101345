import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29, decision 0031: every error a host or a guest can read is thrown by its message code
 * (`messageError`), so the handler writes it in the reader's language. This walks src/server and
 * fails on an error made from text (`new HttpError(…, 'words')`, `badRequest(…)`, `conflict(…)`,
 * `notFound(message)`, …) outside the places listed below, each with why its reader is not a host
 * or a guest, or why its words are already the reader's.
 */
const ROOT = path.resolve(__dirname, '../../src/server');
const MADE_FROM_TEXT = /new HttpError\(|\bbadRequest\(|\bconflict\(|\b(?:notFound|forbidden|unauthorized)\((?!\))/;

const ALLOWED: { file: RegExp; line?: RegExp; why: string }[] = [
  { file: /^lib\/http-error\.ts$/, why: 'the helpers themselves' },
  { file: /^features\/admin\//, why: 'admin pages may stay English (issue 29)' },
  { file: /^features\/templates\/admin-/, why: 'admin pages may stay English (issue 29)' },
  { file: /^features\/invoices\/refunds\.ts$/, why: 'an admin records a refund (admin pages may stay English, issue 29)' },
  { file: /^features\/payments\/cash\.ts$/, why: 'an admin records a cash payment (admin pages may stay English, issue 29)' },
  { file: /^features\/payments\/service\.ts$/, line: /reviewPayment|reversePayment|afterDecision|paymentNotFound|PAYMENT_ADMIN_MESSAGES|ALREADY_REVIEWED|invitationNotFound|SLUG_MESSAGES\.taken/, why: "an admin's decision on a payment (the host's own routes throw codes)" },
  { file: /^features\/checkout\/service\.ts$/, line: /UNKNOWN_REFERENCE|PURCHASE_MISMATCH|NOT_PAID|WRONG_CURRENCY|WRONG_AMOUNT|GATEWAY_KEY_UNAVAILABLE|INVALID_SIGNATURE/, why: "the gateway's callback: its reader is the gateway, not a person" },
  { file: /^features\/rsvp\/service\.ts$/, line: /text\.|const bad = /, why: "the guest's own words (the invitation's or household's language table; `bad` is only given `words.*`)" },
  { file: /^features\/guests\/import-service\.ts$/, line: /parsed\.words/, why: 'a coded failure of the import worker, with its message code and values' },
  { file: /^lib\/access\.ts$/, line: /typeof message === 'string'/, why: 'passes a coded error through; a string is only the NOT_FOUND default' },
  { file: /^lib\/invitation-rows\.ts$/, why: 'an internal look-up after the access check' },
  { file: /^plugins\/auth\.ts$/, line: /VALIDATION_ERROR/, why: "a schema's own message, translated by code in the handler (validation-messages)" },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe("the server's errors are thrown by message code", () => {
  it('no error a host or guest reads is made from English text', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(ROOT)) {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (!MADE_FROM_TEXT.test(line) || /^\s*(\/\/|\*)/.test(line)) return;
          const allowed = ALLOWED.some((rule) => rule.file.test(relative) && (!rule.line || rule.line.test(line)));
          if (!allowed) offenders.push(`${relative}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offenders, 'throw these with messageError(status, CODE, …) and words in src/shared/server-messages/').toEqual([]);
  });
});
