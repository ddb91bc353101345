import { createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { ChipConfig } from '@server/config';
import { GatewayError, type CheckoutProvider, type GatewayPurchase, type GatewayRefund, type NewPurchase } from './provider';

/**
 * CHIP Collect (https://docs.chip-in.asia, decision 0032) over its REST API: Bearer secret key,
 * JSON bodies, `POST /purchases/`, `GET /purchases/{id}/`, `POST /purchases/{id}/cancel/`,
 * `POST /purchases/{id}/refund/` (body `{ amount }` in sen; answers a Payment object), and
 * `GET /public_key/` (a JSON string holding the PEM that signs success callbacks). A callback's
 * X-Signature is the base64 RSA PKCS#1 v1.5 signature of the SHA-256 digest of the body's bytes.
 */

const TIMEOUT_MS = 15_000;

/** The fields of CHIP's Purchase object we read (it has many more). */
const purchaseSchema = z.object({
  id: z.string().min(1),
  reference: z.string().nullable().optional(),
  status: z.string().min(1),
  checkout_url: z.string().nullable().optional(),
  purchase: z.object({ total: z.number().int(), currency: z.string() }),
});

/** The fields of the Payment object a refund answers (CHIP: type 'payment', payment_type 'refund'). */
const refundSchema = z.object({ id: z.string().min(1), payment: z.object({ amount: z.number().int() }).nullable().optional() });

function toPurchase(value: unknown): GatewayPurchase | null {
  const parsed = purchaseSchema.safeParse(value);
  if (!parsed.success) return null;
  const p = parsed.data;
  return { id: p.id, reference: p.reference ?? '', status: p.status, total: p.purchase.total, currency: p.purchase.currency, checkoutUrl: p.checkout_url ?? '' };
}

export class ChipProvider implements CheckoutProvider {
  readonly name = 'CHIP';
  private publicKey: Promise<KeyObject> | undefined;

  constructor(private readonly config: ChipConfig) {
    if (config.publicKey) this.publicKey = Promise.resolve(createPublicKey(config.publicKey));
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.config.secretKey}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`CHIP ${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new GatewayError(`CHIP ${method} ${path}: ${response.status} ${text.slice(0, 300)}`, response.status);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new GatewayError(`CHIP ${method} ${path}: not JSON`, response.status);
    }
  }

  private async purchase(method: 'GET' | 'POST', path: string, body?: unknown): Promise<GatewayPurchase> {
    const purchase = toPurchase(await this.call(method, path, body));
    if (!purchase) throw new GatewayError(`CHIP ${method} ${path}: not a purchase`);
    return purchase;
  }

  async createPurchase(input: NewPurchase): Promise<GatewayPurchase> {
    const purchase = await this.purchase('POST', '/purchases/', {
      brand_id: this.config.brandId,
      reference: input.reference,
      client: { email: input.payerEmail },
      purchase: { currency: input.currency, products: [{ name: input.productName, price: input.amountSen, quantity: 1 }] },
      success_callback: input.callbackUrl,
      success_redirect: input.successRedirect,
      failure_redirect: input.failureRedirect,
      cancel_redirect: input.cancelRedirect,
    });
    if (!purchase.checkoutUrl) throw new GatewayError('CHIP POST /purchases/: no checkout_url');
    return purchase;
  }

  fetchPurchase(id: string): Promise<GatewayPurchase> {
    return this.purchase('GET', `/purchases/${encodeURIComponent(id)}/`);
  }

  async cancelPurchase(id: string): Promise<GatewayPurchase> {
    try {
      return await this.purchase('POST', `/purchases/${encodeURIComponent(id)}/cancel/`);
    } catch (error) {
      // A purchase that cannot be cancelled (paid meanwhile, closed already) is answered as it stands.
      if (error instanceof GatewayError && error.status === 400) return this.fetchPurchase(id);
      throw error;
    }
  }

  async refundPurchase(id: string, amountSen: number): Promise<GatewayRefund> {
    const answer = refundSchema.safeParse(await this.call('POST', `/purchases/${encodeURIComponent(id)}/refund/`, { amount: amountSen }));
    if (!answer.success) throw new GatewayError(`CHIP POST /purchases/${id}/refund/: not a refund payment`);
    return { id: answer.data.id, amountSen: answer.data.payment?.amount ?? amountSen };
  }

  /** The callback key: CHIP_PUBLIC_KEY, or GET /public_key/ once (a failed fetch is tried again next time). */
  private key(): Promise<KeyObject> {
    this.publicKey ??= this.call('GET', '/public_key/').then((pem) => {
      if (typeof pem !== 'string') throw new GatewayError('CHIP GET /public_key/: not a PEM string');
      return createPublicKey(pem);
    });
    this.publicKey.catch(() => {
      this.publicKey = undefined;
    });
    return this.publicKey;
  }

  async verifyCallback(rawBody: Buffer, signature: string | undefined): Promise<GatewayPurchase | null> {
    if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature.trim())) return null;
    const key = await this.key();
    const verifier = createVerify('sha256');
    verifier.update(rawBody);
    if (!verifier.verify(key, Buffer.from(signature.trim(), 'base64'))) return null;
    try {
      return toPurchase(JSON.parse(rawBody.toString('utf8')));
    } catch {
      return null;
    }
  }
}

const providers = new WeakMap<ChipConfig, ChipProvider>();

/** The configured gateway (one per configuration, so the fetched key is kept), or null: receipts only. */
export function checkoutProviderFor(config: { chip: ChipConfig | undefined }): CheckoutProvider | null {
  if (!config.chip) return null;
  let provider = providers.get(config.chip);
  if (!provider) providers.set(config.chip, (provider = new ChipProvider(config.chip)));
  return provider;
}
