import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayment, AdminPaymentList, CashPayment, PaymentApproval, PaymentOverview, PendingCount } from '@shared/payments';
import { call } from '@web/lib/api';

export const adminPaymentsKey = ['admin', 'payments'] as const;

/** The tab's filters as the address holds them (all strings; empty means 'any'). */
export interface PaymentFilters {
  status: string;
  packageType: string;
  search: string;
  from: string;
  to: string;
  /** One invitation's id (the admin invitations list links its payments here); empty for every invitation. */
  invitation: string;
}

/** The filters as query values for the list, the overview and the CSV (empty ones left out). */
export function filterValues<Extra extends Record<string, string>>(filters: PaymentFilters, extra?: Extra): Partial<PaymentFilters & Extra> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    if (value && value !== 'all') values[key] = value;
  }
  return values as Partial<PaymentFilters & Extra>;
}

/** The same as a query string (the CSV's address). */
export const filterQuery = (filters: PaymentFilters): string => new URLSearchParams(filterValues(filters) as Record<string, string>).toString();

export const adminPaymentsQuery = (page: number, filters: PaymentFilters) => ({
  queryKey: [...adminPaymentsKey, 'list', { page, ...filters }] as const,
  queryFn: (): Promise<AdminPaymentList> => call('GET /api/admin/payments', { query: filterValues(filters, { page: String(page) }) }),
});

export const paymentOverviewQuery = (filters: PaymentFilters) => ({
  queryKey: [...adminPaymentsKey, 'overview', filters] as const,
  queryFn: (): Promise<PaymentOverview> => call('GET /api/admin/payments/overview', { query: filterValues({ ...filters, status: 'all' }) }),
});

/** The pending count of the navigation's and the tab's badge (refreshed every minute and after each decision). */
export function usePendingPaymentCount() {
  return useQuery({
    queryKey: [...adminPaymentsKey, 'pending-count'] as const,
    queryFn: (): Promise<PendingCount> => call('GET /api/admin/payments/pending-count'),
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
    mutationFn: ({ id, action, reason, approval }: { id: string; action: ReviewAction; reason?: string; approval?: PaymentApproval }) =>
      call(`POST /api/admin/payments/{id}/${action}`, { path: { id }, body: action === 'approve' ? (approval ?? {}) : { reason: reason ?? '' } }) satisfies Promise<AdminPayment>,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsKey }),
  });
}

/** The authorised receipt address; the admin's cookie goes with it. */
export const receiptUrl = (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/receipt`;

/** Cash an admin received, recorded as a payment approved like a receipt (issue 31.4). */
export function useRecordCashPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, cash }: { invitationId: string; cash: CashPayment }): Promise<AdminPayment> => call('POST /api/admin/invitations/{id}/cash-payment', { path: { id: invitationId }, body: cash }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminPaymentsKey }), queryClient.invalidateQueries({ queryKey: ['admin', 'invitations'] })]),
  });
}
