import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppConfig } from '@shared/app-config';
import type { CheckoutAvailability, CheckoutRequest, CheckoutStarted } from '@shared/checkout';
import type { PackageType } from '@shared/constants';
import { PAYMENT_FORM_FIELDS, type Payment, type PaymentList } from '@shared/payments';
import { ApiError, call } from '@web/lib/api';
import { uploadForm, type UploadOptions } from '@web/lib/upload';
import { invitationsKey } from '@web/features/dashboard/api';
import type { DashboardWords } from '@web/i18n/catalogues/dashboard.english';

/** The payment QR image (product.md §9: a static asset, replaceable by configuration). */
export const paymentConfigQuery = {
  queryKey: ['config', 'payment'] as const,
  queryFn: (): Promise<AppConfig> => call('GET /api/config'),
  staleTime: 10 * 60_000,
};

export interface PaymentInput {
  invitationId: string;
  packageType: PackageType;
  /** Platinum only. */
  customSlug?: string;
  receipt: File;
}

/** The refusals that are about the receipt file itself (product.md §8 'Error uploading receipt: …'). */
const RECEIPT_ERRORS = new Set(['RECEIPT_TYPE', 'UNREADABLE_PDF', 'TOO_LARGE']);

/** The product.md §8 message for a failed submission, in the host's language (the server's reason as it sent it). */
export function paymentErrorMessage(error: unknown, words: DashboardWords['receipt']): string {
  if (!(error instanceof ApiError) || error.status === 0) return words.submitFailed;
  return RECEIPT_ERRORS.has(error.code) ? words.uploadError(error.message) : words.submitError(error.message);
}

/** POST /api/payments with upload progress; My Invitations reloads after it, whatever the outcome. */
export function useSubmitPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, ...options }: { input: PaymentInput } & UploadOptions) => {
      const form = new FormData();
      form.append(PAYMENT_FORM_FIELDS.invitationId, input.invitationId);
      form.append(PAYMENT_FORM_FIELDS.packageType, input.packageType);
      if (input.packageType === 'platinum' && input.customSlug) form.append(PAYMENT_FORM_FIELDS.customSlug, input.customSlug);
      form.append(PAYMENT_FORM_FIELDS.receipt, input.receipt, input.receipt.name);
      return uploadForm<Payment>('/api/payments', form, options);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: invitationsKey }), queryClient.invalidateQueries({ queryKey: ['payments'] })]),
  });
}

/** Whether online payment is offered (decision 0032): the gateway's keys are configured on the server. */
export const checkoutAvailabilityQuery = {
  queryKey: ['config', 'checkout'] as const,
  queryFn: (): Promise<CheckoutAvailability> => call('GET /api/checkout'),
  staleTime: 10 * 60_000,
};

/** POST /api/checkout: the pending payment and the gateway page; the browser goes there next. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutRequest): Promise<CheckoutStarted> => call('POST /api/checkout', { body: input }),
  });
}

/** The invitation's newest payment request with the admin's reason and any reversal (the status view's note). */
export const latestPaymentDetailsQuery = (invitationId: string) => ({
  queryKey: ['payments', 'latest', invitationId] as const,
  queryFn: async () => ((await call('GET /api/payments', { query: { invitationId, pageSize: 1 } })) satisfies PaymentList).data[0] ?? null,
});
