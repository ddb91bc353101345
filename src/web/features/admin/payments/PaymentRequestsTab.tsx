import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Check, ExternalLink, FileText, Image as ImageIcon, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PACKAGES } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import { formatAmount, type AdminPayment } from '@shared/payments';
import { Pagination } from '@web/components/Pagination';
import { SkeletonRows } from '@web/components/ui/skeleton';
import { PaymentStatusBadge } from '@web/components/ui/payment-status-badge';
import { Button, type ButtonVariant } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { EmptyNote, RetryAlert } from '@web/components/ui/list-states';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/features/admin/api';
import { adminPaymentsQuery, receiptUrl, useReviewPayment, type ReviewAction } from './api';
import { DataTable } from '@web/components/DataTable';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A pending request's two decisions, in this order. */
const REVIEW_BUTTONS: readonly { action: ReviewAction; label: string; variant: ButtonVariant; icon: ReactNode }[] = [
  { action: 'approve', label: 'Approve', variant: 'success', icon: <Check /> },
  { action: 'reject', label: 'Reject', variant: 'destructive', icon: <X /> },
];

/**
 * Payment Management (product.md §2 Admin): every request, newest first, with the payer's e-mail, the
 * package, the amount in RM, the status and the receipt; Approve / Reject on pending rows only,
 * that row's buttons disabled while its action runs; the list reloads after either.
 */
export function PaymentRequestsTab() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useQuery({ ...adminPaymentsQuery(page), placeholderData: keepPreviousData });
  const review = useReviewPayment();
  const [viewing, setViewing] = useState<AdminPayment | null>(null);

  const act = (payment: AdminPayment, action: ReviewAction) =>
    review.mutate(
      { id: payment.id, action },
      {
        onSuccess: () => toast.success(action === 'approve' ? MESSAGES.paymentApprovedByAdmin : MESSAGES.paymentRejectedByAdmin),
        onError: (error) => toast.error(action === 'approve' ? MESSAGES.paymentApproveError(errorMessage(error)) : MESSAGES.paymentRejectError(errorMessage(error))),
      },
    );

  if (query.isPending) return <SkeletonRows label="Loading payment requests" count={4} rowClassName="h-14" />;
  if (query.isError && !query.data) return <RetryAlert onRetry={() => query.refetch()}>{MESSAGES.paymentRequestsLoadError(errorMessage(query.error))}</RetryAlert>;
  const { data, count, totalPages } = query.data!;
  if (data.length === 0) return <EmptyNote>No payment requests yet.</EmptyNote>;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-600" aria-live="polite">
        {count} {count === 1 ? 'request' : 'requests'}, newest first
      </p>
      <DataTable label="Payment requests" columns={['User', 'Invitation', 'Package', 'Amount', 'Status', 'Receipt', 'Actions']} minWidthClass="min-w-[56rem]" dimmed={query.isPlaceholderData}>
        {data.map((payment) => {
          const user = payment.userEmail ?? MESSAGES.unknownUser;
          const running = review.isPending && review.variables?.id === payment.id;
          return (
            <tr key={payment.id} className="border-t border-stone-100 align-top">
              <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                <span className={cn(!payment.userEmail && 'italic text-stone-600')}>{user}</span>
                <span className="block text-xs font-normal text-stone-600">{dateFormat.format(new Date(payment.createdAt))}</span>
              </th>
              <td className="px-4 py-3 text-stone-700">
                <a href={paths.view(payment.invitationId)} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline">
                  {payment.eventName || 'Untitled event'}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                {payment.customSlug && <span className="block break-all font-mono text-xs text-stone-600">/{payment.customSlug}</span>}
              </td>
              <td className="px-4 py-3 text-stone-800">{PACKAGES[payment.packageType].label}</td>
              <td className="px-4 py-3 text-stone-800">{formatAmount(payment.amount)}</td>
              <td className="px-4 py-3">
                <PaymentStatusBadge status={payment.status} />
              </td>
              <td className="px-4 py-3">
                <ReceiptButton payment={payment} user={user} onView={() => setViewing(payment)} />
              </td>
              <td className="px-4 py-3">
                {payment.status === 'pending' ? (
                  <div className="flex justify-end gap-2">
                    {REVIEW_BUTTONS.map(({ action, label, variant, icon }) => (
                      <Button
                        key={action}
                        size="sm"
                        variant={variant}
                        icon={icon}
                        disabled={running}
                        loading={running && review.variables?.action === action}
                        onClick={() => act(payment, action)}
                        aria-label={`${label} payment from ${user}`}
                      >
                        {label}
                      </Button>
                    ))}
                  </div>
                ) : (
                  <p className="text-right text-xs text-stone-600">{payment.reviewedAt ? `Reviewed ${dateFormat.format(new Date(payment.reviewedAt))}` : 'Reviewed'}</p>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <Pagination
        page={page}
        totalPages={totalPages}
        label="Payment request pages"
        onPageChange={(next) => setParams((current) => {
          const updated = new URLSearchParams(current);
          updated.set('page', String(next));
          return updated;
        })}
      />
      <ReceiptDialog payment={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

/** An image receipt opens in a dialog; a PDF in a new tab (the browser's own viewer). */
function ReceiptButton({ payment, user, onView }: { payment: AdminPayment; user: string; onView: () => void }) {
  if (payment.receiptKind === null) return <span className="text-xs text-stone-600">Missing</span>;
  if (payment.receiptKind === 'pdf') {
    return (
      <Button size="sm" variant="outline" href={receiptUrl(payment.id)} target="_blank" rel="noopener noreferrer" icon={<FileText />} aria-label={`Open PDF receipt from ${user} (opens in a new tab)`}>
        PDF
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" onClick={onView} icon={<ImageIcon />} aria-label={`View receipt from ${user}`}>
      View
    </Button>
  );
}

function ReceiptDialog({ payment, onClose }: { payment: AdminPayment | null; onClose: () => void }) {
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => !open && onClose()}>
      {payment && (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Payment receipt</DialogTitle>
            <DialogDescription>
              {payment.userEmail ?? MESSAGES.unknownUser} · {PACKAGES[payment.packageType].label} · {formatAmount(payment.amount)}
            </DialogDescription>
          </DialogHeader>
          <img src={receiptUrl(payment.id)} alt={`Receipt uploaded by ${payment.userEmail ?? MESSAGES.unknownUser}`} className="mx-auto max-h-[70dvh] w-auto max-w-full rounded-lg border border-stone-200 object-contain" />
          <a href={receiptUrl(payment.id)} target="_blank" rel="noopener noreferrer" className="justify-self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            Open full size in a new tab
          </a>
        </DialogContent>
      )}
    </Dialog>
  );
}
