import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutAvailabilitySchema, checkoutRequestSchema, checkoutStartedSchema } from '@shared/checkout';
import { errorResponses, noStore, routeOptions } from '@server/lib/route-options';
import { idParams } from '@server/lib/route-params';
import { messageError } from '@server/lib/http-error';
import { requireUser } from '@server/plugins/auth';
import { LIMITS } from '@server/plugins/rate-limits';
import { checkoutProviderFor } from './chip';
import { CALLBACK_PATH, cancelCheckout, receiveCallback, startCheckout } from './service';

/** A CHIP purchase object is a few kilobytes; anything much larger is not a callback. */
const CALLBACK_BODY_LIMIT = 128 * 1024;

const host = routeOptions('payments', { onRequest: requireUser }, errorResponses(400, 401, 404, 409, 429, 503));

/** Instant checkout (decision 0032): the host starts and stops a gateway payment; the gateway calls back. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/checkout',
    routeOptions('payments', {}, {})('Whether online payment (FPX, DuitNow QR through CHIP) is offered; without the gateway keys only the receipt upload is', {
      response: { 200: checkoutAvailabilitySchema },
    }),
    async (_request, reply) => noStore(reply, () => ({ enabled: checkoutProviderFor(app.ctx.config) !== null, provider: checkoutProviderFor(app.ctx.config)?.name ?? null })),
  );

  r.post(
    '/api/checkout',
    host("Start paying a package online: a pending payment (the amount from the price table) and the gateway's purchase; answers the gateway page to send the payer to. 409 when online payment is off, a payment waits or the package is active", {
      body: checkoutRequestSchema,
      response: { 201: checkoutStartedSchema },
    }),
    async (request, reply) => {
      const { allowed } = await app.ctx.limiter.hit(`checkout:${request.user.id}`, LIMITS.checkoutStarts.limit, LIMITS.checkoutStarts.windowMs);
      if (!allowed) throw messageError(429, 'RATE_LIMITED');
      return reply.status(201).send(await startCheckout(app.ctx, request.user, request.body));
    },
  );

  r.post(
    '/api/checkout/:id/cancel',
    host('Stop an unpaid online payment (the payer came back without paying): cancelled at the gateway and removed, unless it was paid meanwhile (then approved)', {
      params: idParams,
      response: { 200: z.object({ status: z.enum(['cancelled', 'approved', 'unchanged']) }) },
    }),
    async (request) => cancelCheckout(app.ctx, request.user.id, request.params.id),
  );

  // The gateway's success callback: its signature covers the exact bytes, so this route reads them raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      CALLBACK_PATH,
      routeOptions('payments', {}, errorResponses(400, 401, 404, 409, 422, 503))(
        "CHIP's success callback: the purchase object, signed (X-Signature: base64 RSA PKCS#1 v1.5 over SHA-256 of the body). Verified, checked against the payment (reference, purchase, MYR, amount in sen, paid) and approved as an admin approval would; repeated, it changes nothing. Unsigned or forged: 401; unknown reference: 404; wrong amount or currency: 422",
        { response: { 200: z.object({ received: z.literal(true), outcome: z.enum(['approved', 'unchanged']) }) } },
      ),
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-signature'];
        const outcome = await receiveCallback(app.ctx, body, Array.isArray(signature) ? signature[0] : signature);
        return { received: true as const, outcome };
      },
    );
  });
}
