import { hostDecisionNote, type Payment } from '@shared/payments';
import type { DashboardWords } from '@web/i18n/catalogues/dashboard.english';

/**
 * What the host reads under a decided payment (shared/payments.ts hostDecisionNote), its title in the
 * host's language: the admin's reason for a rejection, or the reversal and its reason. The reason is
 * the admin's own text, shown as written.
 */
export function decisionNote(payment: Pick<Payment, 'status' | 'decisionReason' | 'reversedAt' | 'reversalReason'>, words: DashboardWords['payment']): { title: string; reason: string } | null {
  const note = hostDecisionNote(payment);
  if (!note) return null;
  const title = payment.reversedAt && payment.reversalReason ? (payment.status === 'approved' ? words.approvedAfterReview : words.approvalWithdrawn) : words.rejectionReason;
  return { title, reason: note.reason };
}
