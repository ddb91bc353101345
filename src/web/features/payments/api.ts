import type { PaymentList } from '@shared/payments';
import { call } from '@web/lib/api';

export const paymentsKey = ['payments'] as const;

/** GET /api/payments: the user's own requests, newest first, one page. */
export function ownPaymentsQuery(page: number, pageSize: number) {
  return {
    queryKey: [...paymentsKey, { page, pageSize }] as const,
    queryFn: (): Promise<PaymentList> => call('GET /api/payments', { query: { page, pageSize } }),
  };
}
