import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Check, ExternalLink, Image as ImageIcon, RotateCcw, Undo2, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { adminReasonSchema, AUDIT_REASON_MAX } from '@shared/audit';
import { PACKAGES } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import { PAYMENT_ADMIN_MESSAGES, PAYMENT_REVERSAL_WINDOW_HOURS, approvalToast, capitalise, formatAmount, formatSen, paidLessThanPrice, paymentReferenceSchema, ringgitToSen, type AdminPayment, type AdminPaymentList, type PaymentApproval } from '@shared/payments';
import { Pagination } from '@web/components/Pagination';
import { SkeletonRows } from '@web/components/ui/skeleton';
import { PaymentStatusBadge } from '@web/components/ui/payment-status-badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogHeading, DialogTitle } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/confirm-dialog';
import { inputClasses } from '@web/components/ui/input';
import { EmptyNote, RetryAlert } from '@web/components/ui/list-states';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/features/admin/api';
import { DataTable } from '@web/components/DataTable';
import { formatDateTime } from '@web/i18n/format';
import { adminPaymentsQuery, receiptUrl, useReviewPayment, type PaymentFilters, type ReviewAction } from './api';
import { PaymentFiltersBar, usePaymentFilters } from './PaymentFiltersBar';
import { PaymentOverviewPanel } from './PaymentOverviewPanel';
import { RefundDialog } from './RefundDialog';

/** Malaysia time, the one way every screen shows an instant (i18n/format.ts; the admin portal is in English). */
const formatDate = (iso: string) => formatDateTime('english', iso);

/** The decision an admin is about to confirm. */
type Pending = { payment: AdminPayment; action: ReviewAction } | null;

/**
 * Payment Management (product.md §2 Admin): the overview, the filters (status, package, search,
 * dates) with the CSV export, and the matching requests, newest first; Approve / Reject on pending
 * ones and Reverse within the window, each confirmed in a dialog (Reject and Reverse with a reason).
 * On a phone each request is a card with its buttons in view.
 */
export function PaymentRequestsTab() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { filters, setFilter, reset } = usePaymentFilters();
  const query = useQuery({ ...adminPaymentsQuery(page, filters), placeholderData: keepPreviousData });
  const review = useReviewPayment();
  const [viewing, setViewing] = useState<AdminPayment | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);

  // Awaited, not per-call callbacks: the dialog closes once the decision and its reloads are done.
  const decide = async (payment: AdminPayment, action: ReviewAction, reason?: string, approval?: PaymentApproval) => {
    try {
      const result = await review.mutateAsync({ id: payment.id, action, reason, approval });
      setPending(null);
      toast.success(action === 'approve' ? approvalToast(result) : action === 'reject' ? MESSAGES.paymentRejectedByAdmin : PAYMENT_ADMIN_MESSAGES.reversed(result.status));
    } catch (error) {
      setPending(null);
      const message = errorMessage(error);
      toast.error(action === 'approve' ? MESSAGES.paymentApproveError(message) : action === 'reject' ? MESSAGES.paymentRejectError(message) : MESSAGES.paymentUpdateError(message));
    }
  };

  return (
    <div className="grid gap-6">
      <PaymentOverviewPanel filters={filters} />
      <PaymentFiltersBar filters={filters} onChange={setFilter} onReset={reset} />
      <RequestsList
        query={query}
        page={page}
        filters={filters}
        busyId={review.isPending ? review.variables?.id : undefined}
        onAsk={(payment, action) => setPending({ payment, action })}
        onView={setViewing}
        onRefund={setRefunding}
        onPageChange={(next) =>
          setParams((current) => {
            const updated = new URLSearchParams(current);
            updated.set('page', String(next));
            return updated;
          })
        }
      />
      <ApproveDialog
        // Sibling keys must differ from the reason dialog's (the same key twice left a dialog open after approving).
        key={pending?.action === 'approve' ? `approve-${pending.payment.id}` : 'approve-closed'}
        payment={pending?.action === 'approve' ? pending.payment : null}
        busy={review.isPending}
        onClose={() => setPending(null)}
        onConfirm={(payment, approval) => decide(payment, 'approve', undefined, approval)}
      />
      <ReasonDialog key={pending ? `reason-${pending.payment.id}-${pending.action}` : 'reason-closed'} pending={pending?.action === 'approve' ? null : pending} busy={review.isPending} onClose={() => setPending(null)} onConfirm={(payment, action, reason) => decide(payment, action, reason)} />
      <ReceiptDialog payment={viewing} onClose={() => setViewing(null)} />
      {refunding && <RefundDialog key={refunding.id} payment={refunding} onClose={() => setRefunding(null)} />}
    </div>
  );
}

const who = (payment: AdminPayment) => payment.userEmail ?? MESSAGES.unknownUser;
const what = (payment: AdminPayment) => `${PACKAGES[payment.packageType].label} · ${formatAmount(payment.amount)} · “${payment.eventName || 'Untitled event'}”`;

function approveDescription(payment: AdminPayment) {
  return (
    <>
      {who(payment)}: {what(payment)}. The invitation becomes paid{payment.customSlug ? ` and gets the custom URL /${payment.customSlug}` : ''}, and the host is e-mailed.{' '}
      {PAYMENT_ADMIN_MESSAGES.reversalWindow}
    </>
  );
}

interface ListProps {
  query: UseQueryResult<AdminPaymentList>;
  page: number;
  filters: PaymentFilters;
  busyId: string | undefined;
  onAsk: (payment: AdminPayment, action: ReviewAction) => void;
  onView: (payment: AdminPayment) => void;
  onRefund: (payment: AdminPayment) => void;
  onPageChange: (page: number) => void;
}

function RequestsList({ query, page, filters, busyId, onAsk, onView, onRefund, onPageChange }: ListProps) {
  if (query.isPending) return <SkeletonRows label="Loading payment requests" count={4} rowClassName="h-14" />;
  if (query.isError && !query.data) return <RetryAlert onRetry={() => query.refetch()}>{MESSAGES.paymentRequestsLoadError(errorMessage(query.error))}</RetryAlert>;
  const { data, count, totalPages } = query.data!;
  const filtered = filters.status !== 'all' || filters.packageType !== 'all' || filters.search !== '' || filters.from !== '' || filters.to !== '';
  if (data.length === 0) return <EmptyNote>{filtered ? 'No payment requests match these filters.' : 'No payment requests yet.'}</EmptyNote>;

  return (
    <section className="grid gap-4">
      <p className="text-sm text-stone-600" aria-live="polite">
        {count} {count === 1 ? 'request' : 'requests'}
        {filtered ? ' match' : ''}, newest first
      </p>
      {/* Phones: one card per request, its buttons in view. */}
      <ul className={cn('grid gap-3 sm:hidden', query.isPlaceholderData && 'opacity-60')} aria-label="Payment requests">
        {data.map((payment) => (
          <li key={payment.id} className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4" data-testid="payment-card">
            <div className="flex items-start justify-between gap-3">
              <div className="grid min-w-0 gap-0.5">
                <p className={cn('break-all font-medium text-stone-900', !payment.userEmail && 'italic text-stone-600')}>{who(payment)}</p>
                <p className="text-xs text-stone-600">{formatDate(payment.createdAt)}</p>
              </div>
              <PaymentStatusBadge status={payment.status} className="shrink-0" />
            </div>
            <InvitationLink payment={payment} />
            <p className="text-sm text-stone-800">
              <span>{PACKAGES[payment.packageType].label}</span> · <span>{formatAmount(payment.amount)}</span>
            </p>
            <DecisionNotes payment={payment} />
            <div className="flex flex-wrap items-center gap-2">
              <ReceiptButton payment={payment} onView={() => onView(payment)} />
              <Actions payment={payment} busy={busyId === payment.id} onAsk={onAsk} onRefund={onRefund} />
            </div>
          </li>
        ))}
      </ul>
      <DataTable label="Payment requests table" columns={['User', 'Invitation', 'Package', 'Amount', 'Status', 'Receipt', 'Actions']} minWidthClass="min-w-[56rem]" dimmed={query.isPlaceholderData} className="hidden sm:block">
        {data.map((payment) => (
          <tr key={payment.id} className="border-t border-stone-100 align-top">
            <th scope="row" className="px-4 py-3 font-medium text-stone-900">
              <span className={cn('break-all', !payment.userEmail && 'italic text-stone-600')}>{who(payment)}</span>
              <span className="block text-xs font-normal text-stone-600">{formatDate(payment.createdAt)}</span>
            </th>
            <td className="px-4 py-3 text-stone-700">
              <InvitationLink payment={payment} />
            </td>
            <td className="px-4 py-3 text-stone-800">{PACKAGES[payment.packageType].label}</td>
            <td className="px-4 py-3 text-stone-800">{formatAmount(payment.amount)}</td>
            <td className="max-w-60 px-4 py-3">
              <PaymentStatusBadge status={payment.status} />
              <DecisionNotes payment={payment} className="mt-2" />
            </td>
            <td className="px-4 py-3">
              <ReceiptButton payment={payment} onView={() => onView(payment)} />
            </td>
            <td className="px-4 py-3">
              <div className="flex flex-col items-end gap-1">
                <Actions payment={payment} busy={busyId === payment.id} onAsk={onAsk} onRefund={onRefund} />
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page} totalPages={totalPages} label="Payment request pages" onPageChange={onPageChange} />
    </section>
  );
}

function InvitationLink({ payment }: { payment: AdminPayment }) {
  return (
    <div className="min-w-0">
      <a href={paths.view(payment.invitationId)} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline">
        {payment.eventName || 'Untitled event'}
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      {payment.customSlug && <span className="block break-all font-mono text-xs text-stone-600">/{payment.customSlug}</span>}
    </div>
  );
}

/** The reason of a rejection and a reversal, as the host sees them too. */
function DecisionNotes({ payment, className }: { payment: AdminPayment; className?: string }) {
  if (!payment.decisionReason && !payment.reversedAt && payment.amountPaidSen === null && !payment.paymentReference && payment.method !== 'cash') return null;
  return (
    <div className={cn('grid gap-1 text-xs text-stone-700', className)}>
      <PaidNote payment={payment} />
      {payment.decisionReason && (
        <p className="break-words">
          <span className="font-semibold">Rejected because:</span> {payment.decisionReason}
        </p>
      )}
      {payment.reversedAt && (
        <p className="break-words">
          <span className="font-semibold">Reversed {formatDate(payment.reversedAt)}, now {payment.status}:</span> {payment.reversalReason}
        </p>
      )}
    </div>
  );
}

/** How it was paid (cash recorded by an admin), what was received and its reference; a warning when less than the price. */
function PaidNote({ payment }: { payment: AdminPayment }) {
  if (payment.amountPaidSen === null && !payment.paymentReference && payment.method !== 'cash') return null;
  const short = paidLessThanPrice(payment);
  return (
    <p className={cn('break-words', short && 'rounded bg-amber-50 px-1.5 py-0.5 font-medium text-amber-900 ring-1 ring-amber-200')} data-testid="paid-note">
      {payment.method === 'cash' && <span className="font-semibold">Cash · </span>}
      {payment.amountPaidSen !== null && <>Paid {formatSen(payment.amountPaidSen)}</>}
      {short && <> of {formatAmount(payment.amount)}: less than the price</>}
      {payment.paymentReference && <> · Ref. {payment.paymentReference}</>}
    </p>
  );
}

/**
 * Approve: says what will happen and asks, optionally, what the receipt shows was paid (ringgit and
 * sen) and its bank reference; warns, before the approval, when that is less than the price.
 */
function ApproveDialog({ payment, busy, onClose, onConfirm }: { payment: AdminPayment | null; busy: boolean; onClose: () => void; onConfirm: (payment: AdminPayment, approval: PaymentApproval) => void }) {
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const sen = amount.trim() ? ringgitToSen(amount) : null;
  const short = payment !== null && sen !== null && paidLessThanPrice({ amount: payment.amount, amountPaidSen: sen });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!payment) return;
    if (amount.trim() && (sen === null || sen < 1)) {
      setError('Give the amount in ringgit and sen, like 30 or 30.50.');
      return;
    }
    const ref = reference.trim() ? paymentReferenceSchema.safeParse(reference) : null;
    if (ref && !ref.success) {
      setError(ref.error.issues[0]?.message ?? 'Check the reference.');
      return;
    }
    onConfirm(payment, { ...(sen !== null ? { amountPaidSen: sen } : {}), ...(ref?.success ? { reference: ref.data } : {}) });
  };
  return (
    <Dialog open={payment !== null} onOpenChange={(next) => !next && !busy && onClose()}>
      {payment && (
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeading title="Approve this payment?" description={approveDescription(payment)} />
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <label htmlFor={`${id}-amount`} className="text-sm font-medium text-stone-800">
                  Amount paid (RM, optional)
                </label>
                <input id={`${id}-amount`} inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => {
                    setAmount(event.target.value);
                    setError(null);
                  }} placeholder={String(payment.amount)} maxLength={12} className={inputClasses} aria-describedby={short ? `${id}-short` : undefined} />
              </div>
              <div className="grid gap-1.5">
                <label htmlFor={`${id}-reference`} className="text-sm font-medium text-stone-800">
                  Bank reference (optional)
                </label>
                <input id={`${id}-reference`} autoComplete="off" value={reference} onChange={(event) => {
                    setReference(event.target.value);
                    setError(null);
                  }} maxLength={100} className={inputClasses} />
              </div>
            </div>
            {short && (
              <p id={`${id}-short`} role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                {formatSen(sen ?? 0)} is less than the {PACKAGES[payment.packageType].label} price of {formatAmount(payment.amount)}. Approve only if the difference was settled.
              </p>
            )}
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <DialogActions onCancel={onClose} busy={busy}>
              <Button type="submit" variant="success" loading={busy}>
                Approve payment
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Pending: Approve and Reject. Decided: Reverse while the window lasts (and until when), else when it was reviewed. */
function Actions({ payment, busy, onAsk, onRefund }: { payment: AdminPayment; busy: boolean; onAsk: (payment: AdminPayment, action: ReviewAction) => void; onRefund: (payment: AdminPayment) => void }) {
  const user = who(payment);
  // An approved payment with money left to give back can be refunded (issue 31.3), whatever the reversal window says.
  const refund =
    payment.status === 'approved' && payment.refundedSen < Math.round(payment.amount * 100) ? (
      <Button size="sm" variant="outline" icon={<Undo2 />} disabled={busy} onClick={() => onRefund(payment)} aria-label={`Refund payment from ${user}`}>
        Refund
      </Button>
    ) : null;
  if (payment.status === 'pending') {
    return (
      <div className="flex gap-2">
        <Button size="sm" variant="success" icon={<Check />} disabled={busy} onClick={() => onAsk(payment, 'approve')} aria-label={`Approve payment from ${user}`}>
          Approve
        </Button>
        <Button size="sm" variant="destructive" icon={<X />} disabled={busy} onClick={() => onAsk(payment, 'reject')} aria-label={`Reject payment from ${user}`}>
          Reject
        </Button>
      </div>
    );
  }
  const reviewed = payment.reviewedAt ? `${capitalise(payment.status)} ${formatDate(payment.reviewedAt)}` : 'Reviewed';
  if (!payment.reversibleUntil)
    return (
      <>
        {refund}
        <p className="text-right text-xs text-stone-600">{payment.reversedAt ? `Reversed ${formatDate(payment.reversedAt)}` : `Reviewed ${payment.reviewedAt ? formatDate(payment.reviewedAt) : ''}`}</p>
      </>
    );
  return (
    <>
      {refund}
      <Button size="sm" variant="outline" icon={<RotateCcw />} disabled={busy} onClick={() => onAsk(payment, 'reverse')} aria-label={`Reverse decision on payment from ${user}`}>
        Reverse
      </Button>
      <p className="text-xs text-stone-600">
        <span className="sr-only">{reviewed}. </span>Reversible until {formatDate(payment.reversibleUntil)}
      </p>
    </>
  );
}

/** Reject or Reverse: says what will happen, asks for the reason (3–500 characters), then acts. */
function ReasonDialog({ pending, busy, onClose, onConfirm }: { pending: Pending; busy: boolean; onClose: () => void; onConfirm: (payment: AdminPayment, action: ReviewAction, reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const open = pending !== null;
  const close = () => {
    if (busy) return;
    setReason('');
    setError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    const parsed = adminReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please give a reason.');
      return;
    }
    onConfirm(pending.payment, pending.action, parsed.data);
  };
  const reversing = pending?.action === 'reverse';
  const payment = pending?.payment;
  const nowApproved = payment?.status === 'approved';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      {payment && (
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>{reversing ? (nowApproved ? 'Withdraw this approval?' : 'Approve this rejected payment?') : 'Reject this payment?'}</DialogTitle>
              <DialogDescription>
                {who(payment)}: {what(payment)}.{' '}
                {reversing
                  ? nowApproved
                    ? 'The payment becomes rejected. Unless another approved payment covers the invitation, it becomes unpaid and goes back to Draft; a Platinum custom URL is released.'
                    : `The payment becomes approved: the invitation is paid${payment.customSlug ? ` and gets /${payment.customSlug}` : ''}.`
                  : 'The host sees your reason on their payment screen and in the e-mail.'}{' '}
                {reversing ? `The host is e-mailed with your reason. This cannot be reversed again (one reversal, within ${PAYMENT_REVERSAL_WINDOW_HOURS} hours).` : PAYMENT_ADMIN_MESSAGES.reversalWindow}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-reason`} className="text-sm font-medium text-stone-800">
                Reason (the host sees it)
              </label>
              <textarea
                id={`${id}-reason`}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (error) setError(null);
                }}
                rows={3}
                maxLength={AUDIT_REASON_MAX + 50}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : `${id}-hint`}
                className={cn(inputClasses, 'h-auto min-h-24 py-2')}
              />
              {error ? (
                <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              ) : (
                <p id={`${id}-hint`} className="text-xs text-stone-600">
                  3 to {AUDIT_REASON_MAX} characters.
                </p>
              )}
            </div>
            <DialogActions onCancel={close} busy={busy}>
              <Button type="submit" variant={reversing && !nowApproved ? 'primary' : 'destructive'} loading={busy}>
                {reversing ? (nowApproved ? 'Withdraw approval' : 'Approve payment') : 'Reject payment'}
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** A receipt opens in a dialog: it is always an image (a PDF was drawn to one on upload, decision 0023). */
function ReceiptButton({ payment, onView }: { payment: AdminPayment; onView: () => void }) {
  if (payment.receiptKind === null) return <span className="text-xs text-stone-600">Receipt missing</span>;
  return (
    <Button size="sm" variant="outline" onClick={onView} icon={<ImageIcon />} aria-label={`View receipt from ${who(payment)}`}>
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
              {who(payment)} · {PACKAGES[payment.packageType].label} · {formatAmount(payment.amount)}
            </DialogDescription>
          </DialogHeader>
          {/* Full width, scrolled: the pages of a PDF receipt are stacked in one tall image, and shrinking it to the box would make its print unreadable. */}
          <div className="max-h-[70dvh] overflow-y-auto rounded-lg border border-stone-200">
            <img src={receiptUrl(payment.id)} alt={`Receipt uploaded by ${who(payment)}`} className="block h-auto w-full" />
          </div>
          <a href={receiptUrl(payment.id)} target="_blank" rel="noopener noreferrer" className="justify-self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            Open full size in a new tab
          </a>
        </DialogContent>
      )}
    </Dialog>
  );
}
