import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '@server/features/accounts/service';
import { mailboxOf } from '@server/lib/mailer';
import { LIMITS } from '@server/plugins/rate-limits';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';
import { TERMS_VERSION } from '@shared/legal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CAP = LIMITS.mailsPerRecipient.limit;
const mailsTo = (address: string) => t.mails().filter((m) => m.to.toLowerCase() === address).length;

/** One POST from its own remote address (as five different people or machines would ask). */
function postFrom(remoteAddress: string, url: string, body: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, remoteAddress, headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}

/**
 * Waits until every request has gone through the cap (mails may be sent after the answer), then
 * until the mails let through are written; the rest were refused at the cap and never will be.
 */
async function expectMailsAfter(kind: string, address: string, requests: number, mails: number): Promise<void> {
  await expect.poll(() => t.ctx.limiter.count(`mail:${kind}:${address}`)).toBe(requests);
  await expect.poll(() => mailsTo(address)).toBe(mails);
}

describe('mails per recipient address, whoever asks', () => {
  it(`password reset: 5 requests from 5 addresses send at most ${CAP} mails, and every answer is the generic one`, async () => {
    expect(CAP).toBe(3);
    await createVerifiedUser(t.ctx.auth, t.ctx.database.db, { email: 'reset-target@example.com', password: 'secret-password', name: 'Target' });
    const spellings = ['reset-target@example.com', 'Reset-Target@example.com', 'reset-target@EXAMPLE.com', ' reset-target@example.com', 'RESET-TARGET@EXAMPLE.COM'];
    const answers: LightMyRequestResponse[] = [];
    for (const [i, email] of spellings.entries()) {
      answers.push(await postFrom(`198.51.100.${i + 1}`, '/api/auth/request-password-reset', { email: email.trim(), redirectTo: '/reset-password' }));
    }
    await expectMailsAfter('account', 'reset-target@example.com', 5, CAP);

    // A capped request answers exactly like one for an address nobody has: nothing to probe.
    const unknown = await postFrom('198.51.100.9', '/api/auth/request-password-reset', { email: 'nobody-here@example.com', redirectTo: '/reset-password' });
    for (const answer of answers) {
      expect(answer.statusCode).toBe(unknown.statusCode);
      expect(answer.body).toBe(unknown.body);
    }
  });

  it(`verification resend: sign-up plus 5 resends from 5 addresses send at most ${CAP} mails`, async () => {
    const signUp = await postFrom('198.51.100.20', '/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: 'verify-me@example.com', password: 'secret-password', name: 'Verify' });
    expect(signUp.statusCode).toBe(200);
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await postFrom(`198.51.100.${21 + i}`, '/api/auth/send-verification-email', { email: 'verify-me@example.com', callbackURL: '/auth?verified=1' })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    await expectMailsAfter('account', 'verify-me@example.com', 6, CAP);
  });

  it(`RSVP edit link: 5 answers naming one address from 5 connections are all stored, at most ${CAP} mails`, async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await postFrom(`203.0.113.${i + 1}`, `/api/invitations/${inv.id}/rsvp`, {
        guestName: `Guest ${i}`,
        email: i % 2 ? 'Flooded@Example.com' : 'flooded@example.com',
        attending: true,
        numberOfGuests: 1,
        mealChoice: 'm1',
        wishes: '',
      });
      statuses.push(response.statusCode);
      // The answer still carries the edit link: the guest keeps it whether or not a mail went out.
      expect(response.json().editUrl).toMatch(/#rsvp-edit=/);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    await expectMailsAfter('rsvp-edit', 'flooded@example.com', 5, CAP);
  });

  it(`counts by mailbox: box+1@…, box+2@… and BOX@… share one cap of ${CAP}`, async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    const spellings = ['tagged+1@example.com', 'tagged+2@example.com', 'Tagged+party@Example.com', 'TAGGED@example.com', 'tagged+5@example.com'];
    for (const [i, email] of spellings.entries()) {
      const response = await postFrom(`203.0.113.${60 + i}`, `/api/invitations/${inv.id}/rsvp`, { guestName: `Tagged ${i}`, email, attending: false, numberOfGuests: 0, mealChoice: '', wishes: '' });
      expect(response.statusCode).toBe(201);
    }
    await expect.poll(() => t.ctx.limiter.count('mail:rsvp-edit:tagged@example.com')).toBe(spellings.length);
    await expect.poll(() => t.mails().filter((m) => /^tagged(\+[^@]*)?@example\.com$/i.test(m.to)).length).toBe(CAP);
  });

  it('mailboxOf: lower-cased, the +tag removed, nothing else changed', () => {
    expect(mailboxOf(' Box+1@Example.COM ')).toBe('box@example.com');
    expect(mailboxOf('box+a+b@x.com')).toBe('box@x.com');
    expect(mailboxOf('first.last@x.com')).toBe('first.last@x.com');
    expect(mailboxOf('+only@x.com')).toBe('+only@x.com');
    expect(mailboxOf('no-at-sign')).toBe('no-at-sign');
  });

  it('counts each address on its own: another recipient still gets mail', async () => {
    const inv = await insertInvitation(t.ctx.database.db);
    const response = await postFrom('203.0.113.50', `/api/invitations/${inv.id}/rsvp`, { guestName: 'Calm', email: 'calm@example.com', attending: false, numberOfGuests: 0, mealChoice: '', wishes: '' });
    expect(response.statusCode).toBe(201);
    await expect.poll(() => mailsTo('calm@example.com')).toBe(1);
  });
});
