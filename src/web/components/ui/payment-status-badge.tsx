import type { PaymentStatus } from '@shared/dashboard';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

const STATUS_CLASS: Record<PaymentStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  rejected: 'bg-red-50 text-red-800 ring-red-600/30',
};

/** A payment's status as a coloured pill, capitalised in English (product.md §2): the host's history and the admin's requests. */
export function PaymentStatusBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  const words = useWords('ui').paymentStatus;
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_CLASS[status], className)}>{words[status]}</span>;
}
