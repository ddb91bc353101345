import { z } from 'zod';
import { adminReasonSchema } from './audit';
import { pageOf, positiveIntParam, textParam } from './paging';
import { calendarDaySchema } from './datetime';
import { customSlugSchema } from './slug';
import { TEMPLATE_STATUSES } from './template-form';

/** Contracts of the admin's invitation management (product.md §6: list, update and delete any invitation). */

export const ADMIN_INVITATIONS_PAGE_SIZE = 20;
const ADMIN_INVITATIONS_MAX_PAGE_SIZE = 50;
const ADMIN_INVITATIONS_MAX_PAGE = 100_000;

export const ADMIN_INVITATION_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export const ADMIN_INVITATION_PAID_FILTERS = ['all', 'paid', 'unpaid'] as const;

/**
 * GET /api/admin/invitations: search on event name, venue, owner e-mail or custom slug; filtered by
 * status (Published / Draft), paid flag, owner (part of the e-mail) and the day it was created (from/to,
 * both included, Malaysia's days; issue 31); newest first; paged.
 */
export const adminInvitationListQuerySchema = z
  .object({
    search: textParam('search', 100, z.string().trim()).optional(),
    status: z.enum(ADMIN_INVITATION_STATUS_FILTERS).default('all'),
    paid: z.enum(ADMIN_INVITATION_PAID_FILTERS).default('all'),
    owner: textParam('owner', 254, z.string().trim()).optional(),
    from: calendarDaySchema.optional(),
    to: calendarDaySchema.optional(),
    page: positiveIntParam('page', ADMIN_INVITATIONS_MAX_PAGE).default(1),
    pageSize: positiveIntParam('pageSize', ADMIN_INVITATIONS_MAX_PAGE_SIZE).default(ADMIN_INVITATIONS_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'The end date must not be before the start date', path: ['to'] });
export type AdminInvitationListQuery = z.output<typeof adminInvitationListQuerySchema>;

export const adminInvitationSchema = z.object({
  id: z.string(),
  /** Plain text (the stored event name is rich text). */
  event_name: z.string(),
  event_type: z.string(),
  venue: z.string(),
  date: z.string().nullable(),
  /** Null for an admin's template preview (it has no owner). */
  owner_email: z.string().nullable(),
  is_preview: z.boolean(),
  custom_slug: z.string().nullable(),
  template_status: z.enum(TEMPLATE_STATUSES),
  is_paid: z.boolean(),
  /** An approved payment exists for it: marking it paid needs no reason. */
  has_approved_payment: z.boolean(),
  /** Its payment requests of any status (the list links them: the Payment Requests tab filtered by it). */
  payment_count: z.number().int(),
  created_at: z.string(),
});
export type AdminInvitation = z.infer<typeof adminInvitationSchema>;

export const adminInvitationListResponseSchema = pageOf(adminInvitationSchema);
export type AdminInvitationListResponse = z.infer<typeof adminInvitationListResponseSchema>;

/**
 * PATCH /api/admin/invitations/:id: what an admin may change; a null slug removes it. The reason goes
 * into the audit log; marking paid an invitation without an approved payment requires one.
 */
export const adminInvitationUpdateSchema = z
  .object({
    template_status: z.enum(TEMPLATE_STATUSES).optional(),
    custom_slug: customSlugSchema.nullable().optional(),
    is_paid: z.boolean().optional(),
    reason: adminReasonSchema.optional(),
  })
  .strict()
  .refine(({ reason: _reason, ...changes }) => Object.values(changes).some((value) => value !== undefined), 'Nothing to update');
export type AdminInvitationUpdate = z.input<typeof adminInvitationUpdateSchema>;
export type AdminInvitationChanges = z.output<typeof adminInvitationUpdateSchema>;

/** 400 REASON_REQUIRED: "mark paid" with no approved payment for the invitation. */
export const MARK_PAID_REASON_REQUIRED = 'This invitation has no approved payment: give a reason for marking it paid (at least 3 characters).';
/** 400 REASON_REQUIRED: publishing a host's invitation with no approved payment, or unpublishing a paid one (issue 31.4). */
export const STATUS_REASON_REQUIRED = {
  publish: 'This invitation has no approved payment: give a reason for publishing it (at least 3 characters). The host is e-mailed.',
  unpublish: 'This invitation is paid for: give a reason for taking it offline (at least 3 characters). The host is e-mailed.',
} as const;

/** Whether an admin's status change needs a reason: publishing an unpaid host invitation, or unpublishing a paid one. */
export function statusChangeNeedsReason(invitation: Pick<AdminInvitation, 'template_status' | 'is_paid' | 'has_approved_payment' | 'is_preview'>, next: AdminInvitation['template_status']): 'publish' | 'unpublish' | null {
  if (invitation.is_preview || next === invitation.template_status) return null;
  if (next === 'Published') return invitation.has_approved_payment ? null : 'publish';
  return invitation.template_status === 'Published' && (invitation.is_paid || invitation.has_approved_payment) ? 'unpublish' : null;
}
