import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayment, AdminPaymentList, PaymentOverview, PendingCount } from '@shared/payments';
import { api } from '@web/lib/api';

export const adminPaymentsKey = ['admin', 'payments'] as const;

/** The tab's filters as the address holds them (all strings; empty means 'any'). */
export interface PaymentFilters {
  status: string;
  packageType: string;
  search: string;
  from: string;
  to: string;
}

/** The filters as a query string for the list, the overview and the CSV (empty ones left out). */
export function filterQuery(filters: PaymentFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    if (value && value !== 'all') params.set(key, value);
  }
  return params.toString();
}

export const adminPaymentsQuery = (page: number, filters: PaymentFilters) => ({
  queryKey: [...adminPaymentsKey, 'list', { page, ...filters }] as const,
  queryFn: () => api<AdminPaymentList>('GET', `/api/admin/payments?${filterQuery(filters, { page: String(page) })}`),
});

export const paymentOverviewQuery = (filters: PaymentFilters) => ({
  queryKey: [...adminPaymentsKey, 'overview', filters] as const,
  queryFn: () => api<PaymentOverview>('GET', `/api/admin/payments/overview?${filterQuery({ ...filters, status: 'all' })}`),
});

/** The pending count of the navigation's and the tab's badge (refreshed every minute and after each decision). */
export function usePendingPaymentCount() {
  return useQuery({
    queryKey: [...adminPaymentsKey, 'pending-count'] as const,
    queryFn: () => api<PendingCount>('GET', '/api/admin/payments/pending-count'),
    refetchInterval: 60_000,
    select: (data) => data.count,
  });
}

/** Where the CSV of the current filters is downloaded (the admin's cookie goes with it). */
export const paymentsCsvUrl = (filters: PaymentFilters) => `/api/admin/payments/export.csv?${filterQuery(filters)}`;

export type ReviewAction = 'approve' | 'reject' | 'reverse';

/** Approve, reject (with a reason) or reverse (with a reason) one request; the list, overview and badge reload after any outcome. */
export function useReviewPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: ReviewAction; reason?: string }) =>
      api<AdminPayment>('POST', `/api/admin/payments/${encodeURIComponent(id)}/${action}`, action === 'approve' ? {} : { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsKey }),
  });
}

/** The authorised receipt address; the admin's cookie goes with it. */
export const receiptUrl = (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/receipt`;
