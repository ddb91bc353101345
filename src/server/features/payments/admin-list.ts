import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { PACKAGES } from '@shared/constants';
import { csvDateTime } from '@shared/datetime';
import { CSV_BOM, csvLine } from '@shared/responses';
import {
  PAYMENTS_CSV_COLUMNS,
  PAYMENTS_CSV_MAX_ROWS,
  adminPaymentFilterSchema,
  adminPaymentListQuerySchema,
  capitalise,
  type AdminPaymentFilter,
  type AdminPaymentList,
  type AdminPaymentListQuery,
  type PaymentOverview,
} from '@shared/payments';
import type { AppContext } from '@server/context';
import { invitations, paymentDetails, refunds, users } from '@server/db/schema';
import { escapeLike } from '@server/features/templates/service';
import { pageOfPayments, selectPayments, toAdminPayment } from './service';

/** What a payment brought in (ringgit): its amount less its refunds (issue 31: revenue is net of refunds). */
const netAmount = sql`(${paymentDetails.amount} - coalesce((select sum(${refunds.amountSen}) from ${refunds} where ${refunds.paymentId} = ${paymentDetails.id}), 0) / 100.0)`;

/** A payment's submission day in Malaysia's calendar (PAYMENTS_TIME_ZONE), for the date range. */
const createdDay = sql`(${paymentDetails.createdAt} at time zone 'Asia/Kuala_Lumpur')::date`;

/**
 * The filters of the Payment Requests tab as SQL (the list, the CSV and the overview use the same):
 * status, package, a search in the payer's e-mail, the event name and the custom URL (requested or
 * current), and the submission days from/to (inclusive). `withStatus: false` leaves the status out.
 */
function filterWhere(filter: ReturnType<typeof adminPaymentFilterSchema.parse>, withStatus = true): SQL | undefined {
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
  return and(
    withStatus && filter.status !== 'all' ? eq(paymentDetails.status, filter.status) : undefined,
    filter.packageType !== 'all' ? eq(paymentDetails.packageType, filter.packageType) : undefined,
    pattern ? or(ilike(users.email, pattern), ilike(invitations.eventName, pattern), ilike(paymentDetails.customSlug, pattern), ilike(invitations.customSlug, pattern)) : undefined,
    filter.from ? gte(createdDay, sql`${filter.from}::date`) : undefined,
    filter.to ? lte(createdDay, sql`${filter.to}::date`) : undefined,
    filter.invitation ? eq(paymentDetails.invitationId, filter.invitation) : undefined,
  );
}

/** product.md §7 Admin payments: the requests matching the filters, newest first, with the payer's e-mail. */
export async function listPaymentsForAdmin(ctx: AppContext, query: AdminPaymentListQuery): Promise<AdminPaymentList> {
  const { page, pageSize, ...filter } = adminPaymentListQuerySchema.parse(query);
  const { rows, ...counts } = await pageOfPayments(ctx, filterWhere(filter), { page, pageSize });
  const now = new Date();
  return { data: rows.map((row) => toAdminPayment(row, now)), ...counts };
}

/** The pending requests (the badge in the admin navigation and on the tab). */
export async function countPendingPayments(ctx: AppContext): Promise<number> {
  const [row] = await ctx.database.db.select({ value: count() }).from(paymentDetails).where(eq(paymentDetails.status, 'pending'));
  return row?.value ?? 0;
}

/**
 * The overview for the filters (the status filter aside: each figure says which status it counts):
 * approved amounts by month of submission (Malaysia's calendar) and package, the pending value,
 * and the median minutes from submission to decision. All computed by the database.
 */
export async function paymentOverview(ctx: AppContext, query: AdminPaymentFilter): Promise<PaymentOverview> {
  const where = filterWhere(adminPaymentFilterSchema.parse(query), false);
  const db = ctx.database.db;
  const month = sql<string>`to_char(${paymentDetails.createdAt} at time zone 'Asia/Kuala_Lumpur', 'YYYY-MM')`;
  const approved = sql`${paymentDetails.status} = 'approved'`;
  const pending = sql`${paymentDetails.status} = 'pending'`;
  const decided = sql`${paymentDetails.reviewedAt} is not null`;
  const [byMonth, [totals]] = await Promise.all([
    db
      .select({ month, packageType: paymentDetails.packageType, amount: sql<string>`sum(${netAmount})`, count: sql<number>`count(*)::int` })
      .from(paymentDetails)
      .innerJoin(invitations, eq(invitations.id, paymentDetails.invitationId))
      .leftJoin(users, eq(users.id, paymentDetails.userId))
      .where(and(where, eq(paymentDetails.status, 'approved')))
      .groupBy(month, paymentDetails.packageType)
      .orderBy(desc(month), paymentDetails.packageType),
    db
      .select({
        approvedTotal: sql<string>`coalesce(sum(${netAmount}) filter (where ${approved}), 0)`,
        approvedCount: sql<number>`(count(*) filter (where ${approved}))::int`,
        pendingValue: sql<string>`coalesce(sum(${paymentDetails.amount}) filter (where ${pending}), 0)`,
        pendingCount: sql<number>`(count(*) filter (where ${pending}))::int`,
        medianSeconds: sql<string | null>`percentile_cont(0.5) within group (order by extract(epoch from (${paymentDetails.reviewedAt} - ${paymentDetails.createdAt}))) filter (where ${decided})`,
        decidedCount: sql<number>`(count(*) filter (where ${decided}))::int`,
      })
      .from(paymentDetails)
      .innerJoin(invitations, eq(invitations.id, paymentDetails.invitationId))
      .leftJoin(users, eq(users.id, paymentDetails.userId))
      .where(where),
  ]);
  // The median in whole minutes from the exact seconds (rounding to 0.1 h first made 7 minutes 6).
  const median = totals?.medianSeconds === null || totals?.medianSeconds === undefined ? null : Math.round(Number(totals.medianSeconds) / 60);
  return {
    revenueByMonth: byMonth.map((row) => ({ month: row.month, packageType: row.packageType, amount: Number(row.amount), count: Number(row.count) })),
    approvedTotal: Number(totals?.approvedTotal ?? 0),
    approvedCount: Number(totals?.approvedCount ?? 0),
    pendingValue: Number(totals?.pendingValue ?? 0),
    pendingCount: Number(totals?.pendingCount ?? 0),
    medianDecisionMinutes: median,
    decidedCount: Number(totals?.decidedCount ?? 0),
  };
}


/**
 * payments.csv for accounting: the filtered requests, newest first (at most PAYMENTS_CSV_MAX_ROWS),
 * UTF-8 with BOM, every cell quoted and formula-like cells neutralised (the responses export's rules).
 */
export async function* paymentsCsv(ctx: AppContext, query: AdminPaymentFilter): AsyncGenerator<string> {
  const where = filterWhere(adminPaymentFilterSchema.parse(query));
  yield CSV_BOM + csvLine(PAYMENTS_CSV_COLUMNS);
  const batch = 500;
  for (let offset = 0; offset < PAYMENTS_CSV_MAX_ROWS; offset += batch) {
    const rows = await selectPayments(ctx, where)
      .orderBy(desc(paymentDetails.createdAt), desc(paymentDetails.id))
      .limit(Math.min(batch, PAYMENTS_CSV_MAX_ROWS - offset))
      .offset(offset);
    let chunk = '';
    for (const row of rows) {
      const payment = toAdminPayment(row);
      chunk += csvLine([
        payment.id,
        csvDateTime(payment.createdAt),
        payment.userEmail ?? '',
        payment.eventName,
        payment.customSlug ?? '',
        PACKAGES[payment.packageType].label,
        payment.amount.toFixed(2),
        capitalise(payment.status),
        csvDateTime(payment.reviewedAt),
        payment.decisionReason ?? '',
        csvDateTime(payment.reversedAt),
        payment.reversalReason ?? '',
        (payment.refundedSen / 100).toFixed(2),
        (payment.status === 'approved' ? payment.amount - payment.refundedSen / 100 : 0).toFixed(2),
        payment.documents.find((document) => document.kind === 'invoice')?.number ?? '',
      ]);
    }
    if (chunk) yield chunk;
    if (rows.length < batch) return;
  }
}
