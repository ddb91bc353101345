import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refundListSchema, refundRequestSchema, refundSchema } from '@shared/invoices';
import { downloadOptions, errorResponses, noStore, routeOptions } from '@server/lib/route-options';
import { idParams } from '@server/lib/route-params';
import { messageError } from '@server/lib/http-error';
import { requireAdmin, requireUser } from '@server/plugins/auth';
import { LIMITS } from '@server/plugins/rate-limits';
import { listRefunds, recordRefund } from './refunds';
import { readInvoicePdf } from './service';

const admin = routeOptions('admin', { onRequest: requireAdmin }, errorResponses(400, 401, 403, 404, 409, 503));

/** Invoices and credit notes (issue 31, decision 0034): the PDF for its payer or an admin; refunds for admins. */
export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/invoices/:id/pdf',
    downloadOptions('payments', { preHandler: requireUser })('An invoice or credit note as a PDF (A4), for its payer or an admin (anyone else: 404)', { params: idParams }),
    async (request, reply) => {
      const { allowed } = await app.ctx.limiter.hit(`invoice-pdf:${request.user.id}`, LIMITS.invoiceDownloads.limit, LIMITS.invoiceDownloads.windowMs);
      if (!allowed) throw messageError(429, 'RATE_LIMITED');
      const { number, body } = await readInvoicePdf(app.ctx, request.params.id, request.viewer);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "sandbox; default-src 'none'; object-src 'none'")
        .header('Content-Disposition', `attachment; filename="${number}.pdf"`)
        .type('application/pdf')
        .send(body);
    },
  );

  r.get(
    '/api/admin/payments/:id/refunds',
    admin('The refunds recorded for a payment, newest first, with their credit notes, and how much (sen) can still be refunded', { params: idParams, response: { 200: refundListSchema } }),
    async (request, reply) => noStore(reply, () => listRefunds(app.ctx, request.params.id)),
  );

  r.post(
    '/api/admin/payments/:id/refunds',
    admin(
      "Record a refund of an approved payment: amount in sen (at most paid less refunded), reason (3–500 characters) and method (gateway: through the gateway's refund call, for gateway payments; bank_transfer; cash). Writes the refund, a credit note and an audit entry in one transaction and e-mails the host the credit note. 409 when not approved, too much or the wrong method; 503 when the gateway refuses (nothing recorded)",
      { params: idParams, body: refundRequestSchema, response: { 201: refundSchema } },
    ),
    async (request, reply) => reply.status(201).send(await recordRefund(app.ctx, request.params.id, request.user, request.body)),
  );
}
