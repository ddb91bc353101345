/**
 * Issue 31's measure: from the gateway's paid callback to the invitation answering 200 on its public
 * URL, against the local CHIP stand-in (src/dev/chip-standin.ts), median of RUNS (default 20).
 * The app listens on a local port; each run makes a Draft invitation, starts a Silver checkout as its
 * host, then times, over HTTP:
 *   - callback: the stand-in's Pay (marks the purchase paid and POSTs the signed callback to the app,
 *     which verifies it and approves the payment as an admin would: invoice, audit, mail) until the
 *     app's 200 reached the stand-in;
 *   - public: the same start until the invitation's public URL answers 200, with the host's Publish
 *     (one request, made as soon as the callback is answered) in between; no admin is involved.
 *
 *   node --import tsx bench/checkout-callback.ts        # PGlite in a temporary data directory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/checkout-callback.ts
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { createVerifiedUser } from '@server/features/accounts/service';
import { standinEnv, startChipStandin } from '../src/dev/chip-standin';
import { insertInvitation } from '../tests/support/invitations';
import { median } from './load';

const RUNS = Number(process.env.RUNS ?? 20);

async function main() {
  const standin = await startChipStandin();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-checkout-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1:3999', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-password', ...standinEnv(standin) };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  const ctx = await createContext(loadConfig(env), pino({ level: 'silent' }));
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  standin.callbackOrigin = origin;

  const email = `checkout-bench-${randomUUID()}@example.com`;
  const user = await createVerifiedUser(ctx.auth, ctx.database.db, { email, password: 'checkout-bench-password', name: 'Checkout Bench' });
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL! }, body: JSON.stringify({ email, password: 'checkout-bench-password' }) });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const asHost = (method: string, url: string, body?: unknown) =>
    fetch(`${origin}${url}`, { method, headers: { cookie, origin: env.PUBLIC_URL!, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });

  const callbackMs: number[] = [];
  const publicMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const invitation = await insertInvitation(ctx.database.db, { userId: user.id, templateStatus: 'Draft', eventName: `<p>Bench ${run}</p>` });
    const started = await asHost('POST', '/api/checkout', { invitationId: invitation.id, packageType: 'silver' });
    if (started.status !== 201) throw new Error(`checkout: ${started.status} ${await started.text()}`);
    const { paymentId } = (await started.json()) as { paymentId: string };
    const purchase = [...standin.purchases.values()].find((candidate) => candidate.reference === paymentId)!;

    const t0 = performance.now();
    const pressed = await fetch(`${standin.url}/p/${purchase.id}/pay`, { method: 'POST', redirect: 'manual' });
    const delivered = standin.callbacks.filter((callback) => callback.purchaseId === purchase.id).at(-1);
    if (pressed.status !== 303 || delivered?.status !== 200) throw new Error(`callback not accepted: ${pressed.status} ${delivered?.status}`);
    const t1 = performance.now();
    const published = await asHost('POST', `/api/invitations/${invitation.id}/toggle-status`);
    if (!published.ok) throw new Error(`publish: ${published.status}`);
    const page = await fetch(`${origin}/view/${invitation.id}`);
    await page.arrayBuffer();
    if (page.status !== 200) throw new Error(`public page: ${page.status}`);
    const t2 = performance.now();
    callbackMs.push(t1 - t0);
    publicMs.push(t2 - t0);
  }

  const round = (value: number) => Math.round(value);
  console.log(`checkout callback to public page, ${RUNS} runs (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), medians:`);
  console.log(`  pay → signed callback answered 200 (payment approved, invoice issued): ${round(median(callbackMs))} ms (min ${round(Math.min(...callbackMs))}, max ${round(Math.max(...callbackMs))})`);
  console.log(`  pay → host's Publish → public URL 200: ${round(median(publicMs))} ms (min ${round(Math.min(...publicMs))}, max ${round(Math.max(...publicMs))})`);

  await app.close();
  await ctx.database.close();
  await standin.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
process.exit(0);
