import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { CHECKOUT_RETURN_PARAMS } from '@shared/checkout';
import { call } from '@web/lib/api';
import { invitationsKey } from '@web/features/dashboard/api';
import { useWords } from '@web/i18n/i18n';

/**
 * The gateway sends the payer back to /dashboard?checkout={payment}&result=paid|failed (decision
 * 0032). Paid: a note (the signed callback approves it, usually before the page loads). Failed or
 * cancelled: the unpaid payment is stopped so another checkout or a receipt can follow. The query
 * is then taken off the address, so a reload does neither twice.
 */
export function useCheckoutReturn(): void {
  const words = useWords('dashboard').receipt;
  const queryClient = useQueryClient();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const paymentId = params.get(CHECKOUT_RETURN_PARAMS.payment);
    const result = params.get(CHECKOUT_RETURN_PARAMS.result);
    if (!paymentId || !result) return;
    params.delete(CHECKOUT_RETURN_PARAMS.payment);
    params.delete(CHECKOUT_RETURN_PARAMS.result);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${params.size ? `?${params}` : ''}${window.location.hash}`);
    const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: invitationsKey }), queryClient.invalidateQueries({ queryKey: ['payments'] })]);
    if (result === 'paid') {
      toast.success(words.checkoutPaid, { id: 'checkout-return' });
      void refresh();
      return;
    }
    toast.info(words.checkoutFailed, { id: 'checkout-return' });
    void call('POST /api/checkout/{id}/cancel', { path: { id: paymentId } })
      .catch(() => undefined)
      .then(refresh);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the return from the gateway
  }, []);
}
