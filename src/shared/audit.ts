import { z } from 'zod';

/**
 * The admin audit log (issue 20): one entry per admin action, who, what, when, before and after.
 * Entries are written in the same transaction as the change they record and outlive its subject.
 */
export const AUDIT_ACTIONS = [
  'payment.approve',
  'payment.reject',
  'payment.reverse',
  'invitation.mark_paid',
  'invitation.mark_unpaid',
  'invitation.set_url',
  'invitation.publish',
  'invitation.unpublish',
  'invitation.update',
  'invitation.delete',
  'template.create',
  'template.update',
  'template.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECT_TYPES = ['payment', 'invitation', 'template'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** A reason an admin gives (rejecting, reversing, marking paid without a payment): 3–500 characters. */
export const AUDIT_REASON_MAX = 500;
export const adminReasonSchema = z
  .string()
  .trim()
  .min(3, 'Please give a reason (at least 3 characters).')
  .max(AUDIT_REASON_MAX, `The reason must be at most ${AUDIT_REASON_MAX} characters.`);

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subject_type: z.enum(AUDIT_SUBJECT_TYPES),
  subject_id: z.string(),
  subject_label: z.string(),
  reason: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
