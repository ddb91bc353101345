import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AUDIT_REASON_MAX } from '@shared/audit';
import { REFUND_METHOD_LABELS, REFUND_METHODS, refundRequestSchema, type Refund, type RefundList, type RefundMethod } from '@shared/invoices';
import { formatSen, ringgitToSen, type AdminPayment } from '@shared/payments';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/confirm-dialog';
import { inputClasses } from '@web/components/ui/input';
import { LabelledOptions } from '@web/components/ui/select';
import { errorMessage } from '@web/features/admin/api';
import { call } from '@web/lib/api';
import { adminPaymentsKey } from './api';

/**
 * Records a refund of an approved payment (issue 31 point 3): the amount (at most what is left to
 * refund, which the server also checks), the reason and how the money went back; a gateway payment is
 * refunded through the gateway. A credit note is issued and the host e-mailed. Admin screens stay English.
 */
export function RefundDialog({ payment, onClose }: { payment: AdminPayment | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const open = payment !== null;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // A gateway payment goes back through the gateway; cash and receipts by hand. Mounted per payment (key).
  const [method, setMethod] = useState<RefundMethod>(payment?.method === 'gateway' ? 'gateway' : 'bank_transfer');
  const [error, setError] = useState<string | null>(null);
  const refunds = useQuery({
    queryKey: [...adminPaymentsKey, 'refunds', payment?.id] as const,
    queryFn: (): Promise<RefundList> => call('GET /api/admin/payments/{id}/refunds', { path: { id: payment!.id } }),
    enabled: open,
  });
  const record = useMutation({
    mutationFn: (body: { amountSen: number; reason: string; method: RefundMethod }): Promise<Refund> => call('POST /api/admin/payments/{id}/refunds', { path: { id: payment!.id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsKey }),
  });
  const left = refunds.data?.refundableSen;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amountSen = ringgitToSen(amount);
    if (amountSen === null) return setError('Enter an amount like 30 or 30.50.');
    if (left !== undefined && amountSen > left) return setError(`At most ${formatSen(left)} is left to refund.`);
    const parsed = refundRequestSchema.safeParse({ amountSen, reason, method });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the refund.');
    setError(null);
    try {
      const refund = await record.mutateAsync(parsed.data);
      toast.success(`Refund of ${formatSen(refund.amountSen)} recorded${refund.creditNoteNumber ? `; credit note ${refund.creditNoteNumber}` : ''}. The host is e-mailed.`);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !record.isPending) onClose();
      }}
    >
      {payment && (
        <DialogContent>
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Record a refund">
            <DialogHeader>
              <DialogTitle>Record a refund</DialogTitle>
              <DialogDescription>
                {payment.userEmail ?? 'Unknown user'}, {formatSen(Math.round(payment.amount * 100))} paid
                {left !== undefined ? `; ${formatSen(left)} left to refund.` : '.'} A credit note is issued and the host is e-mailed. A refund cannot be undone.
              </DialogDescription>
            </DialogHeader>
            {refunds.isError && <p className="text-sm text-red-700">The refunds could not be loaded; the server still checks the amount.</p>}
            {refunds.data && refunds.data.data.length > 0 && (
              <ul className="grid gap-1 text-sm text-stone-700" aria-label="Refunds already recorded">
                {refunds.data.data.map((refund) => (
                  <li key={refund.id}>
                    {formatSen(refund.amountSen)} ({REFUND_METHOD_LABELS[refund.method]}): {refund.reason}
                  </li>
                ))}
              </ul>
            )}
            <label className="grid gap-1 text-sm font-medium text-stone-800" htmlFor={`${id}-amount`}>
              Amount (RM)
              <input id={`${id}-amount`} className={inputClasses} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder={left !== undefined ? (left / 100).toFixed(2) : '30.00'} />
            </label>
            <label className="grid gap-1 text-sm font-medium text-stone-800" htmlFor={`${id}-method`}>
              How the money goes back
              <select id={`${id}-method`} className={inputClasses} value={method} onChange={(event) => setMethod(event.target.value as RefundMethod)}>
                <LabelledOptions values={REFUND_METHODS.filter((option) => option !== 'gateway' || payment.method === 'gateway')} labels={REFUND_METHOD_LABELS} />
              </select>
            </label>
            <label className="grid gap-1 text-sm font-medium text-stone-800" htmlFor={`${id}-reason`}>
              Reason
              <textarea id={`${id}-reason`} className={inputClasses} rows={3} maxLength={AUDIT_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
            </label>
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <DialogActions onCancel={onClose} busy={record.isPending}>
              <Button type="submit" variant="destructive" loading={record.isPending}>
                Record refund
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
