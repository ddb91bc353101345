import { generateKeyPairSync, sign as rsaSign } from 'node:crypto';
import pino from 'pino';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitations, jobs, paymentDetails, users } from '@server/db/schema';
import { CHECKOUT_JOB_KIND, checkoutJobHandlers } from '@server/features/checkout/service';
import { createJobRunner } from '@server/lib/jobs';
import { standinEnv, startChipStandin, type ChipStandin, type StandinPurchase } from '../../src/dev/chip-standin';
import { insertInvitation } from '../support/invitations';
import { insertPayment } from '../support/payments';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';

/*
 * Instant checkout (issue 31 point 1, decision 0032) through the real app, listening on a port, and
 * the local stand-in of CHIP Collect over HTTP: the app creates purchases on the stand-in, the
 * stand-in's Pay button POSTs its signed callback to the app.
 */

let t: TestApp;
let standin: ChipStandin;
beforeAll(async () => {
  standin = await startChipStandin();
  t = await createTestApp({ ...standinEnv(standin), CHECKOUT_RECONCILE_MINUTES: '15' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  standin.callbackOrigin = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const db = () => t.ctx.database.db;
let counter = 0;
async function hostWithInvitation() {
  counter += 1;
  const host = await signedInUser(t, `checkout-${counter}@example.com`);
  const invitation = await insertInvitation(db(), { userId: host.id, templateStatus: 'Draft' });
  return { host, invitation };
}
type Host = Awaited<ReturnType<typeof hostWithInvitation>>['host'];

async function startCheckout(host: Host, body: Record<string, unknown>) {
  const response = await host.client.post('/api/checkout', body);
  expect(response.statusCode, response.body).toBe(201);
  const started = response.json() as { paymentId: string; checkoutUrl: string };
  const purchase = [...standin.purchases.values()].find((p) => p.reference === started.paymentId)!;
  return { ...started, purchase };
}

const paymentRow = async (id: string) => (await db().select().from(paymentDetails).where(eq(paymentDetails.id, id)))[0];
const invitationRow = async (id: string) => (await db().select().from(invitations).where(eq(invitations.id, id)))[0]!;
const auditFor = (paymentId: string) => db().select().from(auditLog).where(and(eq(auditLog.subjectType, 'payment'), eq(auditLog.subjectId, paymentId)));
const mailsTo = (email: string) => t.mails().filter((mail) => mail.to === email);

/** Presses the stand-in checkout page's button as a browser would; answers where it sends the browser. */
async function press(purchase: StandinPurchase, button: 'pay' | 'fail') {
  const response = await fetch(`${standin.url}/p/${purchase.id}/${button}`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

/** Everything a refused callback must leave as it was. */
async function stateOf(paymentId: string, invitationId: string, email: string) {
  const payment = await paymentRow(paymentId);
  const invitation = await invitationRow(invitationId);
  return { status: payment?.status, reviewedAt: payment?.reviewedAt, isPaid: invitation.isPaid, customSlug: invitation.customSlug, audit: (await auditFor(paymentId)).length, mails: mailsTo(email).length };
}

describe('GET /api/checkout', () => {
  it('offers online payment when the gateway keys are set', async () => {
    const response = await new Client(t.app).get('/api/checkout');
    expect(response.json()).toEqual({ enabled: true, provider: 'CHIP' });
  });

  it('without the keys: not offered, and starting one is refused with the receipt fallback named', async () => {
    const plain = await createTestApp();
    try {
      expect((await new Client(plain.app).get('/api/checkout')).json()).toEqual({ enabled: false, provider: null });
      const host = await signedInUser(plain, 'no-gateway@example.com');
      const invitation = await insertInvitation(plain.ctx.database.db, { userId: host.id });
      const response = await host.client.post('/api/checkout', { invitationId: invitation.id, packageType: 'silver' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'CHECKOUT_UNAVAILABLE', message: 'Online payment is not available. Please upload a payment receipt instead.' });
      expect(await plain.ctx.database.db.select().from(paymentDetails)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe('paying through the gateway', () => {
  it('pay → signed callback → approved as an admin approval would be: the host can publish and the invitation is public', async () => {
    const { host, invitation } = await hostWithInvitation();
    expect((await host.client.post(`/api/invitations/${invitation.id}/toggle-status`)).statusCode).toBe(403);

    // A tampered amount in the request is not part of the contract: the price table decides.
    const { paymentId, checkoutUrl, purchase } = await startCheckout(host, { invitationId: invitation.id, packageType: 'silver', amount: 1 });
    expect(checkoutUrl).toBe(`${standin.url}/p/${purchase.id}/`);
    expect(purchase).toMatchObject({ brand_id: standin.brandId, reference: paymentId, client: { email: host.email }, purchase: { currency: 'MYR', total: 3000 } });
    expect(purchase.success_callback).toBe('http://localhost:3000/api/checkout/chip/callback');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending', method: 'gateway', amount: 30, gatewayPurchaseId: purchase.id, checkoutUrl, receiptFileId: null });
    // The reconciliation check is queued for N minutes later.
    const [job] = await db().select().from(jobs).where(eq(jobs.key, `${CHECKOUT_JOB_KIND}:${paymentId}:1`));
    expect(job!.runAt.getTime() - (await paymentRow(paymentId))!.createdAt.getTime()).toBeGreaterThanOrEqual(15 * 60_000 - 1000);

    const page = await (await fetch(checkoutUrl)).text();
    expect(page).toContain('RM 30.00');

    const location = await press(purchase, 'pay');
    expect(location).toBe(`http://localhost:3000/dashboard?checkout=${paymentId}&result=paid`);
    expect(standin.callbacks.filter((c) => c.purchaseId === purchase.id).map((c) => c.status)).toEqual([200]);

    // The amount the gateway says was paid and its purchase are kept (issue 31.4: captured, not read by eye).
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'approved', reviewedBy: null, reviewedAt: expect.any(Date), amountPaidSen: 3000, paymentReference: `CHIP ${purchase.id}` });
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: true });
    const audit = await auditFor(paymentId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payment.approve', actorId: null, actorEmail: 'CHIP (payment gateway)' });
    const mails = mailsTo(host.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Silver package is active');

    expect((await host.client.post(`/api/invitations/${invitation.id}/toggle-status`)).json()).toEqual({ templateStatus: 'Published' });
    expect((await new Client(t.app).get(`/view/${invitation.id}`)).statusCode).toBe(200);
    const history = (await host.client.get('/api/payments')).json().data;
    expect(history).toEqual([expect.objectContaining({ id: paymentId, status: 'approved', amount: 30, receiptKind: null })]);

    // The same callback again (CHIP retries): 200, and nothing changes twice.
    const before = await stateOf(paymentId, invitation.id, host.email);
    const replay = await standin.sendCallback(standin.purchases.get(purchase.id)!);
    expect(replay.status).toBe(200);
    expect(JSON.parse((await t.app.inject({ method: 'POST', url: '/api/checkout/chip/callback', headers: { 'content-type': 'application/json', 'x-signature': standin.sign(replay.body) }, payload: replay.body })).body)).toEqual({ received: true, outcome: 'unchanged' });
    expect(await stateOf(paymentId, invitation.id, host.email)).toEqual(before);
  });

  it('Platinum: the custom URL comes with the paid callback', async () => {
    const { host, invitation } = await hostWithInvitation();
    const { paymentId, purchase } = await startCheckout(host, { invitationId: invitation.id, packageType: 'platinum', customSlug: 'paid-online' });
    expect(purchase.purchase.total).toBe(5000);
    await press(purchase, 'pay');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'approved' });
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: true, customSlug: 'paid-online' });
  });

  it('the Fail button sends the payer back with result=failed; cancelling removes the unpaid payment so a receipt can follow', async () => {
    const { host, invitation } = await hostWithInvitation();
    const { paymentId, purchase } = await startCheckout(host, { invitationId: invitation.id, packageType: 'silver' });
    expect(await press(purchase, 'fail')).toBe(`http://localhost:3000/dashboard?checkout=${paymentId}&result=failed`);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
    // Someone else cannot cancel it.
    const stranger = await signedInUser(t, `checkout-stranger-${counter}@example.com`);
    expect((await stranger.client.post(`/api/checkout/${paymentId}/cancel`)).json().error).toEqual({ code: 'NOT_FOUND', message: 'Payment not found' });
    // …in the reader's language (issue 29): a Malay host reads it in Malay.
    await t.ctx.database.db.update(users).set({ language: 'malay' }).where(eq(users.id, stranger.id));
    const inMalay = await stranger.client.post(`/api/checkout/${paymentId}/cancel`);
    expect([inMalay.statusCode, inMalay.json().error]).toEqual([404, { code: 'NOT_FOUND', message: 'Bayaran tidak dijumpai' }]);
    const cancel = await host.client.post(`/api/checkout/${paymentId}/cancel`);
    expect(cancel.json()).toEqual({ status: 'cancelled' });
    expect(await paymentRow(paymentId)).toBeUndefined();
    expect(standin.purchases.get(purchase.id)!.status).toBe('cancelled');
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: false });
  });

  it('starting again replaces an open unpaid purchase (cancelled at the gateway); a receipt waiting is still a conflict', async () => {
    const { host, invitation } = await hostWithInvitation();
    const first = await startCheckout(host, { invitationId: invitation.id, packageType: 'silver' });
    const second = await startCheckout(host, { invitationId: invitation.id, packageType: 'platinum', customSlug: `second-try-${counter}` });
    expect(standin.purchases.get(first.purchase.id)!.status).toBe('cancelled');
    expect(await paymentRow(first.paymentId)).toBeUndefined();
    expect(await paymentRow(second.paymentId)).toMatchObject({ status: 'pending', packageType: 'platinum' });
    // Paying the cancelled purchase is impossible at the gateway; the old reference is unknown here.
    const stale = await standin.sendCallback({ ...first.purchase, status: 'paid' });
    expect(stale.status).toBe(404);

    const other = await hostWithInvitation();
    await insertPayment(db(), { userId: other.host.id, invitationId: other.invitation.id, status: 'pending' });
    const refused = await other.host.client.post('/api/checkout', { invitationId: other.invitation.id, packageType: 'silver' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('A payment for this invitation is already waiting for approval');
  });

  it("another host's invitation is not found; an approved package is only upgraded", async () => {
    const { host, invitation } = await hostWithInvitation();
    const stranger = await hostWithInvitation();
    const purchases = standin.purchases.size;
    expect((await stranger.host.client.post('/api/checkout', { invitationId: invitation.id, packageType: 'silver' })).statusCode).toBe(404);
    expect((await new Client(t.app).post('/api/checkout', { invitationId: invitation.id, packageType: 'silver' })).statusCode).toBe(401);
    await insertPayment(db(), { userId: host.id, invitationId: invitation.id, status: 'approved', packageType: 'silver' });
    const again = await host.client.post('/api/checkout', { invitationId: invitation.id, packageType: 'silver' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This invitation already has the Silver package. You can only upgrade to a higher package.');
    expect(standin.purchases.size).toBe(purchases);
  });
});

describe('callbacks that change nothing', () => {
  async function paidPurchase() {
    const { host, invitation } = await hostWithInvitation();
    standin.deliverCallbacks = false;
    try {
      const started = await startCheckout(host, { invitationId: invitation.id, packageType: 'silver' });
      const purchase = await standin.pay(started.purchase.id);
      return { host, invitation, ...started, purchase };
    } finally {
      standin.deliverCallbacks = true;
    }
  }
  const post = (body: string, signature?: string) =>
    t.app.inject({ method: 'POST', url: '/api/checkout/chip/callback', headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-signature': signature }) }, payload: body });

  it('unsigned, forged (another key), or a signed body altered after signing: 401', async () => {
    const { host, invitation, paymentId, purchase } = await paidPurchase();
    const before = await stateOf(paymentId, invitation.id, host.email);
    const body = JSON.stringify(purchase);

    const unsigned = await post(body);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().error.code).toBe('INVALID_SIGNATURE');
    expect((await post(body, '')).statusCode).toBe(401);
    expect((await post(body, 'not base64 at all!')).statusCode).toBe(401);

    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect((await post(body, rsaSign('sha256', Buffer.from(body), privateKey).toString('base64'))).statusCode).toBe(401);

    const signature = standin.sign(body);
    // The same bytes re-serialised with different spacing no longer match the signature.
    expect((await post(JSON.stringify(purchase, null, 2), signature)).statusCode).toBe(401);
    expect((await post(body.replace('"total":3000', '"total":3001'), signature)).statusCode).toBe(401);
    // Over HTTP as the stand-in sends it, unsigned.
    expect((await standin.sendCallback(purchase, { signature: null })).status).toBe(401);

    expect(await stateOf(paymentId, invitation.id, host.email)).toEqual(before);
    expect(before).toMatchObject({ status: 'pending', isPaid: false, audit: 0, mails: 0 });
    // The genuine one still works afterwards.
    expect((await post(body, signature)).json()).toEqual({ received: true, outcome: 'approved' });
  });

  it('signed by the gateway but wrong amount, wrong currency, not paid, another purchase or an unknown reference: 4xx', async () => {
    const { host, invitation, paymentId, purchase } = await paidPurchase();
    const before = await stateOf(paymentId, invitation.id, host.email);
    const signed = async (changed: StandinPurchase) => {
      const body = JSON.stringify(changed);
      const response = await post(body, standin.sign(body));
      return { status: response.statusCode, code: response.json().error?.code };
    };
    expect(await signed({ ...purchase, purchase: { ...purchase.purchase, total: 1000 } })).toEqual({ status: 422, code: 'WRONG_AMOUNT' });
    expect(await signed({ ...purchase, purchase: { ...purchase.purchase, currency: 'SGD' } })).toEqual({ status: 422, code: 'WRONG_CURRENCY' });
    expect(await signed({ ...purchase, status: 'created' })).toEqual({ status: 422, code: 'NOT_PAID' });
    expect(await signed({ ...purchase, id: '00000000-0000-4000-8000-000000000000' })).toEqual({ status: 409, code: 'PURCHASE_MISMATCH' });
    expect(await signed({ ...purchase, reference: '00000000-0000-4000-8000-000000000001' })).toEqual({ status: 404, code: 'UNKNOWN_REFERENCE' });
    expect(await signed({ ...purchase, reference: 'not-a-payment' })).toEqual({ status: 404, code: 'UNKNOWN_REFERENCE' });
    const notJson = 'not json';
    expect((await post(notJson, standin.sign(notJson))).statusCode).toBe(401);
    expect(await stateOf(paymentId, invitation.id, host.email)).toEqual(before);
  });
});

describe('reconciliation (checkout-reconcile jobs)', () => {
  const runJobsAt = async (at: Date) => {
    const runner = createJobRunner({ db: db(), handlers: checkoutJobHandlers(t.ctx), log: pino({ level: 'silent' }), pollMs: 60_000, clock: () => at });
    return runner.runDue();
  };

  it('approves a paid purchase whose callback was lost, once N minutes have passed', async () => {
    const { host, invitation } = await hostWithInvitation();
    standin.deliverCallbacks = false;
    let started;
    try {
      started = await startCheckout(host, { invitationId: invitation.id, packageType: 'silver' });
      await press(started.purchase, 'pay');
    } finally {
      standin.deliverCallbacks = true;
    }
    expect(standin.callbacks.some((c) => c.purchaseId === started.purchase.id)).toBe(false);
    expect(await paymentRow(started.paymentId)).toMatchObject({ status: 'pending' });

    // Not yet due a minute later.
    await runJobsAt(new Date(Date.now() + 60_000));
    expect(await paymentRow(started.paymentId)).toMatchObject({ status: 'pending' });

    await runJobsAt(new Date(Date.now() + 16 * 60_000));
    expect(await paymentRow(started.paymentId)).toMatchObject({ status: 'approved' });
    expect(await invitationRow(invitation.id)).toMatchObject({ isPaid: true });
    expect(mailsTo(host.email)).toHaveLength(1);
    expect(await auditFor(started.paymentId)).toHaveLength(1);
  });

  it('an open purchase is asked about again later; a failed one is removed; one open for a day is cancelled and removed', async () => {
    const open = await hostWithInvitation();
    const failed = await hostWithInvitation();
    const a = await startCheckout(open.host, { invitationId: open.invitation.id, packageType: 'silver' });
    const b = await startCheckout(failed.host, { invitationId: failed.invitation.id, packageType: 'silver' });
    await press(b.purchase, 'fail');

    await runJobsAt(new Date(Date.now() + 16 * 60_000));
    expect(await paymentRow(a.paymentId)).toMatchObject({ status: 'pending' });
    expect(await paymentRow(b.paymentId)).toBeUndefined();
    const next = await db().select().from(jobs).where(eq(jobs.key, `${CHECKOUT_JOB_KIND}:${a.paymentId}:2`));
    expect(next).toHaveLength(1);

    // A day later (the next check was due long before): cancelled at the gateway, removed here.
    await runJobsAt(new Date(Date.now() + 25 * 60 * 60_000));
    expect(standin.purchases.get(a.purchase.id)!.status).toBe('cancelled');
    expect(await paymentRow(a.paymentId)).toBeUndefined();
    expect(await invitationRow(open.invitation.id)).toMatchObject({ isPaid: false });
  });
});

describe('what starting a checkout costs', () => {
  it('a host may start 20 checkouts in ten minutes; the next is 429 and reaches no gateway', async () => {
    const { host, invitation } = await hostWithInvitation();
    for (let i = 0; i < 20; i++) await startCheckout(host, { invitationId: invitation.id, packageType: 'silver' });
    const purchasesBefore = standin.purchases.size;
    const refused = await host.client.post('/api/checkout', { invitationId: invitation.id, packageType: 'silver' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(standin.purchases.size).toBe(purchasesBefore);
  });
});
