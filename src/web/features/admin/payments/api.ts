import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPayment, AdminPaymentList } from '@shared/payments';
import { api } from '@web/lib/api';

export const adminPaymentsKey = ['admin', 'payments'] as const;

export const adminPaymentsQuery = (page: number) => ({
  queryKey: [...adminPaymentsKey, { page }] as const,
  queryFn: () => api<AdminPaymentList>('GET', `/api/admin/payments?page=${page}`),
});

export type ReviewAction = 'approve' | 'reject';

/** Approve or reject one request; the list reloads after either outcome (product.md §4). */
export function useReviewPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReviewAction }) => api<AdminPayment>('POST', `/api/admin/payments/${encodeURIComponent(id)}/${action}`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsKey }),
  });
}

/** The authorised receipt address; the admin's cookie goes with it. */
export const receiptUrl = (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/receipt`;
