import { generateKeyPairSync, randomUUID, sign as rsaSign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A local stand-in of CHIP Collect (decision 0032) for development and tests, where no payment
 * service is reachable. It speaks the subset of https://docs.chip-in.asia the app uses, at
 * `/api/v1`: POST /purchases/, GET /purchases/{id}/, POST /purchases/{id}/cancel/, POST
 * /purchases/{id}/refund/ (optional `amount` in sen: a partial refund; answers a Payment object)
 * and GET /public_key/, with Bearer authentication. Its checkout page (the purchase's checkout_url) has a
 * "Pay" and a "Fail" button: Pay marks the purchase paid, POSTs the purchase to its success_callback
 * signed like CHIP (X-Signature: base64 RSA PKCS#1 v1.5 over SHA-256 of the body) with a key pair
 * made at start, and sends the browser to success_redirect; Fail to failure_redirect.
 *
 * Started by the tests (tests/server/checkout.test.ts, tests/e2e/checkout.spec.ts) and by `npm run
 * dev` when no CHIP keys are set; `node --import tsx src/dev/chip-standin.ts` runs it alone.
 * Never part of the app: the app only knows CHIP_API_URL.
 */

export interface StandinPurchase {
  id: string;
  type: 'purchase';
  brand_id: string;
  reference: string;
  status: string;
  status_history: { status: string; timestamp: number }[];
  is_test: true;
  created_on: number;
  updated_on: number;
  client: { email: string };
  purchase: { currency: string; products: { name: string; price: number; quantity: number }[]; total: number };
  payment: { amount: number; currency: string; paid_on: number } | null;
  /** What can still be refunded (sen): the total once paid, less the refunds. */
  refundable_amount: number;
  /** The refunds made (the stand-in's record; CHIP answers each as a Payment object). */
  refunds: StandinRefund[];
  checkout_url: string;
  success_callback: string;
  success_redirect: string;
  failure_redirect: string;
  cancel_redirect: string;
}

/** A refund as CHIP answers it: a Payment object, outgoing, related to the purchase. */
export interface StandinRefund {
  id: string;
  type: 'payment';
  is_test: true;
  created_on: number;
  related_to: { type: 'purchase'; id: string };
  payment: { is_outgoing: true; payment_type: 'refund'; amount: number; currency: string; paid_on: number };
}

export interface DeliveredCallback {
  purchaseId: string;
  url: string;
  status: number | null;
  body: string;
}

export interface StandinOptions {
  port?: number;
  host?: string;
  brandId?: string;
  secretKey?: string;
}

export interface ChipStandin {
  /** The origin, e.g. http://127.0.0.1:3100. */
  url: string;
  /** CHIP_API_URL for the app: `${url}/api/v1`. */
  apiUrl: string;
  brandId: string;
  secretKey: string;
  publicKeyPem: string;
  purchases: Map<string, StandinPurchase>;
  callbacks: DeliveredCallback[];
  /** Off: a payment's callback is "lost" (never sent); the purchase is still paid. */
  deliverCallbacks: boolean;
  /** Delivers callbacks to this origin instead of the success_callback's own (a test app listening on a random port). */
  callbackOrigin: string | undefined;
  /** What the Pay button does: paid, and the signed callback sent (unless turned off). */
  pay(id: string): Promise<StandinPurchase>;
  fail(id: string): StandinPurchase;
  /** The X-Signature CHIP would send for these bytes. */
  sign(body: string | Buffer): string;
  /** Sends a purchase (or any body) to its callback URL as CHIP would, signed unless `signature` is given (null: none). */
  sendCallback(purchase: StandinPurchase, options?: { body?: string; signature?: string | null }): Promise<DeliveredCallback>;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startChipStandin(options: StandinOptions = {}): Promise<ChipStandin> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const brandId = options.brandId ?? randomUUID();
  const secretKey = options.secretKey ?? `standin-secret-${randomUUID()}`;
  const purchases = new Map<string, StandinPurchase>();
  const callbacks: DeliveredCallback[] = [];
  let origin = '';

  const setStatus = (purchase: StandinPurchase, status: string) => {
    purchase.status = status;
    purchase.updated_on = now();
    purchase.status_history.push({ status, timestamp: purchase.updated_on });
  };

  const standin: ChipStandin = {
    url: '',
    apiUrl: '',
    brandId,
    secretKey,
    publicKeyPem,
    purchases,
    callbacks,
    deliverCallbacks: true,
    callbackOrigin: undefined,
    sign: (body) => rsaSign('sha256', Buffer.from(body), privateKey).toString('base64'),
    async sendCallback(purchase, { body = JSON.stringify(purchase), signature } = {}) {
      let url = purchase.success_callback;
      if (standin.callbackOrigin) {
        const target = new URL(url);
        url = `${standin.callbackOrigin}${target.pathname}${target.search}`;
      }
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const header = signature === undefined ? standin.sign(body) : signature;
      if (header !== null) headers['x-signature'] = header;
      let status: number | null;
      try {
        const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(30_000) });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        // Not reachable: CHIP would try again later; the app's reconciliation covers it.
        status = null;
      }
      const delivered = { purchaseId: purchase.id, url, status, body };
      callbacks.push(delivered);
      return delivered;
    },
    async pay(id) {
      const purchase = purchases.get(id);
      if (!purchase) throw new Error(`no purchase ${id}`);
      if (purchase.status !== 'paid') {
        if (purchase.status === 'cancelled') throw new Error('purchase cancelled');
        setStatus(purchase, 'paid');
        purchase.payment = { amount: purchase.purchase.total, currency: purchase.purchase.currency, paid_on: now() };
        purchase.refundable_amount = purchase.purchase.total;
        if (standin.deliverCallbacks && purchase.success_callback) await standin.sendCallback(purchase);
      }
      return purchase;
    },
    fail(id) {
      const purchase = purchases.get(id);
      if (!purchase) throw new Error(`no purchase ${id}`);
      if (purchase.status !== 'paid') setStatus(purchase, 'error');
      return purchase;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const redirect = (res: http.ServerResponse, location: string) => {
    res.writeHead(303, { location });
    res.end();
  };
  const readBody = async (req: http.IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  function checkoutPage(purchase: StandinPurchase): string {
    const product = purchase.purchase.products[0]?.name ?? 'Purchase';
    const amount = `RM ${(purchase.purchase.total / 100).toFixed(2)}`;
    const open = !['paid', 'cancelled', 'expired'].includes(purchase.status);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>CHIP stand-in checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:.75rem;padding:1.25rem}button{font-size:1rem;padding:.75rem 1.25rem;border-radius:.5rem;border:0;margin:.25rem .5rem .25rem 0;cursor:pointer}
.pay{background:#047857;color:#fff}.fail{background:#e5e7eb;color:#111827}small{color:#6b7280}</style></head>
<body><main class="card"><p><small>CHIP stand-in · test mode · nothing is charged</small></p>
<h1>${escapeHtml(product)}</h1><p>Amount: <strong data-testid="amount">${amount}</strong></p><p>Status: <span data-testid="status">${escapeHtml(purchase.status)}</span></p>
<p><small>FPX online banking · DuitNow QR</small></p>
${open ? `<form method="post" action="/p/${purchase.id}/pay"><button class="pay" type="submit">Pay</button></form><form method="post" action="/p/${purchase.id}/fail"><button class="fail" type="submit">Fail</button></form>` : ''}
</main></body></html>`;
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<void> {
    if (req.headers.authorization !== `Bearer ${secretKey}`) return send(res, 401, { __all__: [{ message: 'Invalid token.', code: 'authentication_failed' }] });
    if (req.method === 'GET' && path === '/public_key/') return send(res, 200, publicKeyPem);
    if (req.method === 'POST' && path === '/purchases/') {
      let input: { brand_id?: string; reference?: string; client?: { email?: string }; purchase?: { currency?: string; products?: { name?: string; price?: number; quantity?: number }[] } } & Record<string, unknown>;
      try {
        input = JSON.parse(await readBody(req)) as typeof input;
      } catch {
        return send(res, 400, { __all__: [{ message: 'JSON parse error', code: 'parse_error' }] });
      }
      const products = input.purchase?.products ?? [];
      if (input.brand_id !== brandId) return send(res, 400, { brand_id: [{ message: 'Invalid brand.', code: 'invalid' }] });
      if (!input.client?.email) return send(res, 400, { client: { email: [{ message: 'This field is required.', code: 'required' }] } });
      if (products.length === 0 || products.some((p) => !p.name || !Number.isInteger(p.price) || (p.price ?? 0) < 0)) {
        return send(res, 400, { purchase: { products: [{ message: 'Invalid products.', code: 'invalid' }] } });
      }
      const id = randomUUID();
      const lines = products.map((p) => ({ name: p.name!, price: p.price!, quantity: p.quantity ?? 1 }));
      const purchase: StandinPurchase = {
        id,
        type: 'purchase',
        brand_id: brandId,
        reference: String(input.reference ?? ''),
        status: 'created',
        status_history: [{ status: 'created', timestamp: now() }],
        is_test: true,
        created_on: now(),
        updated_on: now(),
        client: { email: input.client.email },
        purchase: { currency: input.purchase?.currency ?? 'MYR', products: lines, total: lines.reduce((sum, p) => sum + p.price * p.quantity, 0) },
        payment: null,
        refundable_amount: 0,
        refunds: [],
        checkout_url: `${origin}/p/${id}/`,
        success_callback: String(input.success_callback ?? ''),
        success_redirect: String(input.success_redirect ?? ''),
        failure_redirect: String(input.failure_redirect ?? ''),
        cancel_redirect: String(input.cancel_redirect ?? ''),
      };
      purchases.set(id, purchase);
      return send(res, 201, purchase);
    }
    const match = /^\/purchases\/([0-9a-f-]{36})\/(cancel\/|refund\/)?$/.exec(path);
    const purchase = match ? purchases.get(match[1]!) : undefined;
    if (!purchase) return send(res, 404, { detail: 'Not found.' });
    if (req.method === 'GET' && !match![2]) return send(res, 200, purchase);
    if (req.method === 'POST' && match![2] === 'refund/') {
      let input: { amount?: unknown };
      try {
        const text = await readBody(req);
        input = text ? (JSON.parse(text) as typeof input) : {};
      } catch {
        return send(res, 400, { __all__: [{ message: 'JSON parse error', code: 'parse_error' }] });
      }
      const amount = input.amount === undefined ? purchase.refundable_amount : input.amount;
      const refundable = ['paid', 'cleared', 'settled'].includes(purchase.status) && purchase.refundable_amount > 0;
      if (!refundable || typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > purchase.refundable_amount) {
        return send(res, 400, { __all__: [{ message: 'Purchase cannot be refunded for this amount.', code: 'purchase_refund_error' }] });
      }
      const refund: StandinRefund = {
        id: randomUUID(),
        type: 'payment',
        is_test: true,
        created_on: now(),
        related_to: { type: 'purchase', id: purchase.id },
        payment: { is_outgoing: true, payment_type: 'refund', amount, currency: purchase.purchase.currency, paid_on: now() },
      };
      purchase.refunds.push(refund);
      purchase.refundable_amount -= amount;
      if (purchase.refundable_amount === 0) setStatus(purchase, 'refunded');
      return send(res, 200, refund);
    }
    if (req.method === 'POST' && match![2] === 'cancel/') {
      if (['paid', 'refunded'].includes(purchase.status)) return send(res, 400, { __all__: [{ message: 'Purchase cannot be cancelled.', code: 'purchase_cancel_error' }] });
      if (purchase.status !== 'cancelled') setStatus(purchase, 'cancelled');
      return send(res, 200, purchase);
    }
    return send(res, 405, { detail: 'Method not allowed.' });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://standin').pathname;
    if (path.startsWith('/api/v1/')) return api(req, res, path.slice('/api/v1'.length));
    const page = /^\/p\/([0-9a-f-]{36})\/(pay|fail)?$/.exec(path);
    const purchase = page ? purchases.get(page[1]!) : undefined;
    if (!purchase) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return void res.end('Not found');
    }
    if (req.method === 'GET' && !page![2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(checkoutPage(purchase));
    }
    if (req.method === 'POST' && page![2] === 'pay') {
      if (purchase.status === 'cancelled') return redirect(res, purchase.cancel_redirect || `/p/${purchase.id}/`);
      await standin.pay(purchase.id);
      return redirect(res, purchase.success_redirect || `/p/${purchase.id}/`);
    }
    if (req.method === 'POST' && page![2] === 'fail') {
      standin.fail(purchase.id);
      return redirect(res, purchase.failure_redirect || `/p/${purchase.id}/`);
    }
    res.writeHead(405);
    res.end();
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { detail: (error as Error).message });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  origin = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  standin.url = origin;
  standin.apiUrl = `${origin}/api/v1`;
  return standin;
}

/** The app's environment for a running stand-in. */
export const standinEnv = (standin: ChipStandin): Record<string, string> => ({
  CHIP_API_URL: standin.apiUrl,
  CHIP_BRAND_ID: standin.brandId,
  CHIP_SECRET_KEY: standin.secretKey,
});

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // CHIP_BRAND_ID / CHIP_SECRET_KEY, when set, are the ones it accepts (an app started with the same values).
  const standin = await startChipStandin({
    port: Number(process.env.CHIP_STANDIN_PORT ?? 3100),
    host: process.env.CHIP_STANDIN_HOST ?? '127.0.0.1',
    brandId: process.env.CHIP_BRAND_ID || undefined,
    secretKey: process.env.CHIP_SECRET_KEY || undefined,
  });
  console.log(`CHIP stand-in at ${standin.url}; for the app:`);
  for (const [name, value] of Object.entries(standinEnv(standin))) console.log(`${name}=${value}`);
}
