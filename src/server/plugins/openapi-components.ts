import { z } from 'zod';
import { apiErrorSchema } from '@shared/api-error';
import { checkinLinkSchema } from '@shared/checkin';
import { giftInputSchema, giftRowSchema } from '@shared/gifts';
import { guestSettingsSchema, householdInputSchema, householdSchema, bulkResultSchema } from '@shared/guests';
import { sendEmailsResultSchema } from '@shared/guest-sending';
import { invitationInputSchema, savedInvitationSchema } from '@shared/invitation-input';
import { rsvpInputSchema, rsvpReceiptSchema } from '@shared/invitation-view';
import { adminPaymentSchema, paymentReasonSchema } from '@shared/payments';
import { hostAnswerSchema, responseRowSchema } from '@shared/responses';
import { templateSchema } from '@shared/templates';
import { thankYouSettingsSchema } from '@shared/thank-yous';

/**
 * The shapes the OpenAPI document names once under `components.schemas` and points at with `$ref`
 * wherever a route uses them, whole or nested (decision 0024). Without a name, each route carried
 * its own inline copy: the generated src/web/lib/api-types.ts wrote the invitation 4 times over.
 * A shape that a second route starts to use belongs here; the web app may then name it as
 * `components['schemas']['Household']`. fastify-type-provider-zod adds an `…Input` twin of each
 * (the shape a request sends, before defaults), so an id names the concept, not a direction.
 */
export const apiComponents = z.registry<{ id: string }>();

const named: Array<[z.ZodType, string]> = [
  [apiErrorSchema, 'ApiError'],
  [invitationInputSchema, 'Invitation'],
  [savedInvitationSchema, 'SavedInvitation'],
  [templateSchema, 'Template'],
  [rsvpInputSchema, 'Rsvp'],
  [rsvpReceiptSchema, 'RsvpReceipt'],
  [responseRowSchema, 'ResponseRow'],
  [hostAnswerSchema, 'HostAnswer'],
  [householdSchema, 'Household'],
  [householdInputSchema, 'HouseholdFields'],
  [bulkResultSchema, 'BulkResult'],
  [guestSettingsSchema, 'GuestSettings'],
  [sendEmailsResultSchema, 'SendEmailsResult'],
  [thankYouSettingsSchema, 'ThankYouSettings'],
  [giftRowSchema, 'GiftRow'],
  [giftInputSchema, 'GiftFields'],
  [checkinLinkSchema, 'CheckinLink'],
  [adminPaymentSchema, 'AdminPayment'],
  [paymentReasonSchema, 'PaymentReason'],
];
for (const [schema, id] of named) apiComponents.add(schema, { id });
