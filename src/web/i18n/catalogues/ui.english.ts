import { MESSAGES } from '@shared/messages';
import type { PaymentStatus } from '@shared/dashboard';

/**
 * Shared components (dialogs, tables, lists, uploads), the route guards and the sign-in modal
 * (decision 0030). English is the source: its shape is the type every other language must fill (a
 * missing key fails `tsc`). Words as in docs/glossary.md. The route error and the first loader draw
 * before any catalogue can be loaded, so their words are in `app/root-words.ts`, not here.
 */
const ui = {
  /** The dialogs' corner button (its accessible name). */
  close: 'Close',
  cancel: 'Cancel',
  /** A table row's red bin (its tooltip). */
  delete: 'Delete',
  tryAgain: 'Try again',
  invitationNotFound: {
    title: 'Invitation Not Found',
    text: 'This invitation does not exist or is not yours.',
  },
  /** The way back from a host's page about one invitation. */
  myInvitations: 'My Invitations',
  uploaded: 'Uploaded',
  /** `percent` is a whole number 0–100. */
  uploading: (percent: number) => `Uploading… ${percent}%`,
  paymentStatus: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } satisfies Record<PaymentStatus, string>,
  pagination: {
    first: 'First',
    firstPage: 'First page',
    previous: 'Previous',
    previousPage: 'Previous page',
    next: 'Next',
    nextPage: 'Next page',
    last: 'Last',
    lastPage: 'Last page',
    page: (page: number) => `Page ${page}`,
  },
  guards: {
    adminUsePortal: MESSAGES.adminUsePortal as string,
    noAdminAccess: MESSAGES.noAdminAccess as string,
  },
  loginRequired: {
    title: MESSAGES.authRequiredTitle as string,
    text: MESSAGES.authRequiredText as string,
    signIn: 'Sign In',
    createAccount: 'Create an Account',
    forgot: 'Forgot your password?',
    /** Around the two links: "By continuing, you agree to our <Terms of Service> and <Privacy Policy>." */
    agree: ['By continuing, you agree to our ', ' and ', '.'] as [string, string, string],
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
  },
};

export type UiWords = typeof ui;
export default ui;
