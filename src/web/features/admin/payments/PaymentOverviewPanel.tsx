import { useQuery } from '@tanstack/react-query';
import { PACKAGES } from '@shared/constants';
import { formatAmount, type PaymentOverview } from '@shared/payments';
import { RetryAlert } from '@web/components/ui/list-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/features/admin/api';
import { paymentOverviewQuery, type PaymentFilters } from './api';

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** A duration in whole minutes as a reader says it: 7 → '7 min'; 270 → '4 h 30 min'; 60 → '1 hour'; 3240 → '2 days 6 h'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.floor(minutes / (24 * 60));
  const rest = Math.round((minutes - days * 24 * 60) / 60);
  return `${days} days${rest ? ` ${rest} h` : ''}`;
}

/** Revenue by month and package as rows: month, Silver, Platinum, total. */
function monthRows(overview: PaymentOverview) {
  const months = new Map<string, { silver: number; platinum: number }>();
  for (const row of overview.revenueByMonth) {
    const entry = months.get(row.month) ?? { silver: 0, platinum: 0 };
    entry[row.packageType] += row.amount;
    months.set(row.month, entry);
  }
  return [...months.entries()].map(([month, amounts]) => ({ month, ...amounts, total: amounts.silver + amounts.platinum }));
}

/**
 * The overview of the filtered payments (the status filter aside), computed by the server: approved
 * revenue (in total and by month of submission and package), the value waiting for a decision, and
 * the median time from submission to decision.
 */
export function PaymentOverviewPanel({ filters }: { filters: PaymentFilters }) {
  const query = useQuery(paymentOverviewQuery(filters));
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the overview" className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  if (query.isError) return <RetryAlert onRetry={() => query.refetch()}>{`Could not load the overview: ${errorMessage(query.error)}`}</RetryAlert>;
  const overview = query.data;
  const rows = monthRows(overview);
  return (
    <section aria-labelledby="payments-overview-title" className="grid gap-3">
      <h3 id="payments-overview-title" className="text-base font-semibold text-stone-900">
        Overview
      </h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label="Approved revenue" value={formatAmount(overview.approvedTotal)} note={`${overview.approvedCount} approved ${overview.approvedCount === 1 ? 'payment' : 'payments'}`} />
        <Figure label="Pending value" value={formatAmount(overview.pendingValue)} note={`${overview.pendingCount} waiting for a decision`} />
        <Figure
          label="Median time to a decision"
          value={overview.medianDecisionMinutes === null ? '–' : formatMinutes(overview.medianDecisionMinutes)}
          note={overview.decidedCount === 0 ? 'Nothing decided yet' : `Over ${overview.decidedCount} ${overview.decidedCount === 1 ? 'decision' : 'decisions'}`}
        />
      </dl>
      {rows.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white" role="region" aria-label="Revenue by month" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <caption className="px-4 pt-3 text-left text-sm font-medium text-stone-800">Approved revenue by month of payment and package</caption>
            <thead className="text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Month
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {PACKAGES.silver.label}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {PACKAGES.platinum.label}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month} className="border-t border-stone-100">
                  <th scope="row" className="whitespace-nowrap px-4 py-2 font-medium text-stone-900">
                    {monthLabel(row.month)}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{formatAmount(row.silver)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{formatAmount(row.platinum)}</td>
                  <td className="px-4 py-2 text-right font-medium tabular-nums">{formatAmount(row.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="grid gap-1 rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-serif text-2xl text-stone-900">{value}</dd>
      <dd className="text-xs text-stone-600">{note}</dd>
    </div>
  );
}
