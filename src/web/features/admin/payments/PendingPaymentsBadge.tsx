import { cn } from '@web/lib/cn';
import { usePendingPaymentCount } from './api';

/** The number of payment requests waiting for a decision (nothing while there are none or it loads). */
export function PendingPaymentsBadge({ className }: { className?: string }) {
  const { data: count } = usePendingPaymentCount();
  if (!count) return null;
  return (
    <span className={cn('inline-flex min-w-5 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs font-semibold leading-5 text-stone-950', className)} data-testid="pending-payments-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">({count} pending {count === 1 ? 'payment' : 'payments'})</span>
    </span>
  );
}
