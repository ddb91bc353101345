import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAnswerNotice, paymentApproved, renderEmail } from '@server/emails';
import { guestJobHandlers } from '@server/features/guests/job-handlers';
import { createJobRunner, type JobRunner } from '@server/lib/jobs';
import { insertInvitation } from '../support/invitations';
import { insertPayment } from '../support/payments';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Issue 29 (decision 0030): every e-mail a host receives is written in the account's language,
 * `users.language`, as the host chose it with the switcher (PUT /api/account/language). Through the
 * real database, job runner and admin route; the mails are the ones the test mailer caught.
 */

let t: TestApp;
let runner: JobRunner;
beforeAll(async () => {
  t = await createTestApp();
  runner = createJobRunner({ db: t.ctx.database.db, handlers: guestJobHandlers(t.ctx), log: t.ctx.log, pollMs: 60_000 });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const mailsTo = (to: string) => t.mails().filter((mail) => mail.to === to);

/** A signed-in host whose account's language is `language`, set as the switcher sets it. */
async function hostIn(email: string, language: string) {
  const host = await signedInUser(t, email);
  const put = await host.client.request('PUT', '/api/account/language', { language });
  expect(put.statusCode).toBe(200);
  return host;
}

describe("a host's e-mails are in the account's language", () => {
  it('the first answer notice reaches a Malay host in Malay, and an English host in English', async () => {
    const malay = await hostIn('tuan-rumah@example.com', 'malay');
    const english = await hostIn('host-en@example.com', 'english');
    for (const host of [malay, english]) {
      const invitation = await insertInvitation(db(), { userId: host.id });
      const answer = await new Client(t.app).post(`/api/invitations/${invitation.id}/rsvp`, { guestName: 'Lina', attending: true, numberOfGuests: 2, mealChoice: 'm1' });
      expect(answer.statusCode).toBe(201);
    }
    await runner.runDue();

    const [notice] = mailsTo(malay.email);
    expect(mailsTo(malay.email)).toHaveLength(1);
    expect(notice!.subject).toBe('Jawapan pertama untuk Nadia & Omar: Lina');
    expect(notice!.text).toContain('Lina menjawab: hadir, 2 tetamu.');
    expect(notice!.text).toContain('Setakat ini: 1 hadir (2 tetamu), 0 tidak dapat hadir.');
    expect(notice!.text).toContain('Lihat semua jawapan: http://');
    expect(notice!.text).not.toMatch(/\b(answer|attending|guests|your|the)\b/i);
    expect(notice!.html).toContain('<html lang="ms">');
    // Exactly the template's Malay rendering (the job passed the account's language, nothing else differs).
    const url = notice!.text.match(/https?:\/\/\S+/)![0];
    const counts = { attending: 1, attendingGuests: 2, declined: 0, invited: 0, pending: 0 };
    const params = { guestName: 'Lina', householdName: '', attending: true, guests: 2, changed: false, first: true, eventName: 'Nadia & Omar', counts, url };
    expect(notice).toMatchObject(renderEmail(hostAnswerNotice, params, { to: malay.email, lang: 'malay' }));

    expect(mailsTo(english.email).map((mail) => mail.subject)).toEqual(['First answer for Nadia & Omar: Lina']);
    expect(mailsTo(english.email)[0]!.text).toContain('Lina answered: attending with 2 guests.');
  });

  it("an admin's approval reaches a Malay host in Malay", async () => {
    const host = await hostIn('bayar@example.com', 'malay');
    const admin = await signedInUser(t, 'lang-admin@example.com', 'secret-password', { admin: true });
    const invitation = await insertInvitation(db(), { userId: host.id, templateStatus: 'Draft' });
    const payment = await insertPayment(db(), { userId: host.id, invitationId: invitation.id, packageType: 'silver', status: 'pending' });

    const response = await admin.client.post(`/api/admin/payments/${payment.id}/approve`);
    expect(response.statusCode).toBe(200);

    await expect.poll(() => mailsTo(host.email).length).toBe(1);
    const [mail] = mailsTo(host.email);
    expect(mail!.subject).toBe('Pakej Silver anda kini aktif');
    expect(mail!.text).toContain('Berita baik: bayaran anda untuk “Nadia & Omar” telah diluluskan.');
    expect(mail!.text).toContain('Buka Jemputan Saya: http://');
    expect(mail!.html).toContain('<html lang="ms">');
    // The approval mail as the template writes it in Malay, with the invoice's line (issue 31) added to it.
    const expected = renderEmail(paymentApproved, { packageLabel: 'Silver', eventName: 'Nadia & Omar', dashboardUrl: mail!.text.match(/https?:\/\/\S+/)![0] }, { to: host.email, lang: 'malay' });
    expect(mail).toMatchObject({ to: expected.to, subject: expected.subject });
    expect(mail!.text.startsWith(expected.text.trimEnd())).toBe(true);
    expect(mail!.text).toMatch(/Invois dan e-resit anda INV-\d{4}-\d{6} dilampirkan sebagai PDF; ia juga ada di Sejarah Pembayaran\./);
  });
});
