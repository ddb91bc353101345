import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PAYMENTS_CSV_FILENAME,
  PAYMENT_FORM_FIELDS,
  PAYMENT_REVERSAL_WINDOW_HOURS,
  RECEIPT_MAX_BYTES,
  adminPaymentFilterSchema,
  adminPaymentListQuerySchema,
  adminPaymentListSchema,
  adminPaymentSchema,
  paymentApprovalSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentOverviewSchema,
  paymentReasonSchema,
  paymentSchema,
  pendingCountSchema,
} from '@shared/payments';
import { csvHeaders } from '@server/lib/csv-reply';
import { HttpError, messageError } from '@server/lib/http-error';
import { downloadOptions, errorResponses, noStore, routeOptions } from '@server/lib/route-options';
import { requireAdmin, requireUser } from '@server/plugins/auth';
import { LIMITS } from '@server/plugins/rate-limits';
import { countPendingPayments, listPaymentsForAdmin, paymentOverview, paymentsCsv } from './admin-list';
import { listOwnPayments, readReceipt, reversePayment, reviewPayment, submitPayment, type PaymentSubmission } from './service';
import { idParams } from '@server/lib/route-params';

const errors = errorResponses(400, 401, 403, 404, 409);
const admin = routeOptions('admin', { onRequest: requireAdmin }, errors);
const MULTIPART_LIMITS = { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 8, parts: 9, fieldSize: 1000 };

/** Reads the payment form: its text fields and the one receipt file (over the limit: 413 before it is all in memory). */
async function readPaymentForm(request: FastifyRequest): Promise<PaymentSubmission> {
  if (!request.isMultipart()) throw messageError(400, 'PAYMENT_MISSING_FIELDS', { code: 'MISSING_FIELDS' });
  const form: PaymentSubmission = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const body = await part.toBuffer();
        if (part.file.truncated) throw messageError(413, 'RECEIPT_TOO_LARGE', { code: 'TOO_LARGE' });
        if (part.fieldname === PAYMENT_FORM_FIELDS.receipt) form.receipt = body;
      } else if (part.fieldname === PAYMENT_FORM_FIELDS.invitationId || part.fieldname === PAYMENT_FORM_FIELDS.packageType || part.fieldname === PAYMENT_FORM_FIELDS.customSlug) {
        // Any other field (an `amount`, say) is ignored: the price comes from the server's table.
        form[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw messageError(413, 'RECEIPT_TOO_LARGE', { code: 'TOO_LARGE' });
    throw messageError(400, 'PAYMENT_SUBMIT_FAILED', { code: 'BAD_REQUEST' });
  }
  return form;
}

/** Payments (product.md §2, §4, §5, §7): a host submits and lists their own; admins list and review all. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // product.md §8: the submission's own words for an anonymous visitor.
  const requirePayer = async (request: FastifyRequest) => {
    const user = await request.currentUser();
    if (!user) throw messageError(401, 'PAYMENT_LOGIN_REQUIRED', { code: 'UNAUTHORIZED' });
    request.user = user;
    const { allowed } = await app.ctx.limiter.hit(`upload:${user.id}`, LIMITS.uploads.limit, LIMITS.uploads.windowMs);
    if (!allowed) throw messageError(429, 'PAYMENT_UPLOADS_RATE_LIMITED', { code: 'RATE_LIMITED' });
  };

  r.post(
    '/api/payments',
    routeOptions('payments', { preHandler: requirePayer }, errors)(
      'Submit a payment request (multipart: invitationId, packageType silver|platinum, customSlug for Platinum, receipt PNG/JPEG/WebP/PDF under 5 MB; a PDF is kept only as a PNG of its first 3 pages). The amount comes from the price table; any amount sent is ignored.',
      { consumes: ['multipart/form-data'], response: { 201: paymentSchema, ...errorResponses(413) } },
    ),
    async (request, reply) => reply.status(201).send(await submitPayment(app.ctx, request.user.id, await readPaymentForm(request))),
  );

  r.get(
    '/api/payments',
    routeOptions('payments', { preHandler: requireUser }, errorResponses(400, 401))("The user's own payment requests, newest first, paged (payment history and requests list)", {
      querystring: paymentListQuerySchema,
      response: { 200: paymentListSchema },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listOwnPayments(app.ctx, request.user.id, request.query);
    },
  );

  r.get(
    '/api/payments/:id/receipt',
    downloadOptions('payments', { preHandler: requireUser })('A payment receipt as an image (PNG, JPEG or WebP; a PDF was drawn to a PNG), for its payer or an admin (anyone else: 404)', { params: idParams }),
    async (request, reply) => {
      const receipt = await readReceipt(app.ctx, request.params.id, request.viewer);
      return (
        reply
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          // Nothing in a receipt may run: it is always an image we made, served sandboxed all the same.
          .header('Content-Security-Policy', "sandbox; default-src 'none'; object-src 'none'; frame-ancestors 'self'")
          .header('Content-Disposition', `inline; filename="receipt.${receipt.contentType.slice('image/'.length).replace('jpeg', 'jpg')}"`)
          .type(receipt.contentType)
          .send(receipt.body)
      );
    },
  );

  r.get(
    '/api/admin/payments',
    admin('Every payment request, newest first, with the payer e-mail (null when unknown); paged', { querystring: adminPaymentListQuerySchema, response: { 200: adminPaymentListSchema } }),
    async (request, reply) => noStore(reply, () => listPaymentsForAdmin(app.ctx, request.query)),
  );

  r.get(
    '/api/admin/payments/pending-count',
    admin('How many payment requests wait for a decision (the badge in the admin navigation)', { response: { 200: pendingCountSchema } }),
    async (_request, reply) => noStore(reply, async () => ({ count: await countPendingPayments(app.ctx) })),
  );

  r.get(
    '/api/admin/payments/overview',
    admin('For the filters (status aside): approved amounts by month of submission (Malaysia time) and package, the pending value, the median hours to a decision', {
      querystring: adminPaymentFilterSchema,
      response: { 200: paymentOverviewSchema },
    }),
    async (request, reply) => noStore(reply, () => paymentOverview(app.ctx, request.query)),
  );

  r.get(
    '/api/admin/payments/export.csv',
    downloadOptions('admin', { onRequest: requireAdmin })(
      `${PAYMENTS_CSV_FILENAME} for accounting: the filtered requests, newest first (UTF-8 with BOM, every cell quoted, formulas neutralised)`,
      { querystring: adminPaymentFilterSchema },
      { compress: false },
    ),
    async (request, reply) => csvHeaders(reply, PAYMENTS_CSV_FILENAME).send(Readable.from(paymentsCsv(app.ctx, request.query))),
  );

  r.post(
    '/api/admin/payments/:id/approve',
    admin("Approve a pending request: status, the invitation's is_paid and (Platinum) custom slug, and an audit entry in one transaction; optionally the amount paid (sen) and bank reference the receipt shows; approving again changes nothing", {
      params: idParams,
      body: paymentApprovalSchema.nullish(),
      response: { 200: adminPaymentSchema },
    }),
    async (request) => reviewPayment(app.ctx, request.params.id, request.user, 'approved', request.body),
  );

  r.post(
    '/api/admin/payments/:id/reject',
    admin('Reject a pending request with a reason (3–500 characters, shown to the host) and an audit entry; rejecting again changes nothing', {
      params: idParams,
      body: paymentReasonSchema,
      response: { 200: adminPaymentSchema },
    }),
    async (request) => reviewPayment(app.ctx, request.params.id, request.user, 'rejected', request.body),
  );

  r.post(
    '/api/admin/payments/:id/reverse',
    admin(
      `Reverse a decision within ${PAYMENT_REVERSAL_WINDOW_HOURS} hours, once, with a reason: approved → rejected (paid, Published and the Platinum URL follow) or rejected → approved; 409 when pending, reversed already or too late`,
      { params: idParams, body: paymentReasonSchema, response: { 200: adminPaymentSchema } },
    ),
    async (request) => reversePayment(app.ctx, request.params.id, request.user, request.body),
  );
}
