import { z } from 'zod';
import { searchParam } from './paging';
import { customSlugSchema } from './slug';

/** Contracts of the My Invitations API (product.md §2 My Invitations, §7 list/delete/status/slug). */

export const INVITATION_TABS = ['all', 'published', 'draft'] as const;
export type InvitationTab = (typeof INVITATION_TABS)[number];

export const invitationListQuerySchema = z.object({
  q: searchParam(),
  status: z.enum(INVITATION_TABS).optional().default('all'),
});
export type InvitationListQuery = z.input<typeof invitationListQuerySchema>;

export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const latestPaymentSchema = z.object({
  packageType: z.enum(['silver', 'platinum']),
  status: z.enum(PAYMENT_STATUSES),
});
export type LatestPayment = z.infer<typeof latestPaymentSchema>;

export const dashboardInvitationSchema = z.object({
  id: z.string(),
  customSlug: z.string().nullable(),
  /** Plain text (the stored event name is rich text). */
  eventName: z.string(),
  eventType: z.string(),
  venue: z.string(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  templateStatus: z.enum(['Draft', 'Published']),
  imageUrl: z.string(),
  createdAt: z.string(),
  /** The newest payment request for the invitation, or null when there is none. */
  latestPayment: latestPaymentSchema.nullable(),
  /** Whether any payment for it was approved (publishing and sharing), and a platinum one (custom URL). */
  paid: z.boolean(),
  platinum: z.boolean(),
});
export type DashboardInvitation = z.infer<typeof dashboardInvitationSchema>;

export const invitationListSchema = z.object({ data: z.array(dashboardInvitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

export const statusToggleResultSchema = z.object({ templateStatus: z.enum(['Draft', 'Published']) });
export type StatusToggleResult = z.infer<typeof statusToggleResultSchema>;

export const setSlugBodySchema = z.object({ customSlug: customSlugSchema });
export const setSlugResultSchema = z.object({ customSlug: z.string() });
