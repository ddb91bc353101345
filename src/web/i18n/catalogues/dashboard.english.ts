import { SLUG_MESSAGES } from '@shared/slug';
import { MESSAGES } from '@shared/messages';
import type { PluralForms } from '../format';
import { ENGLISH_PACKAGE_FEATURES } from './package-features';

/**
 * My Invitations, sharing, custom URLs, the payment flow, payment history, profile (decision 0030). English is the source: its shape is the type every other language must
 * fill (a missing key fails `tsc`). Words as in docs/glossary.md. Package names (Silver, Platinum)
 * stay in English in every language; amounts go through `formatRinggit`, dates through `formatDate`.
 */
const dashboard = {
  /** Draft / Published: an invitation's status as the badge, the tabs and the toasts show it. */
  status: { Draft: 'Draft', Published: 'Published' },
  untitled: 'Untitled event',

  // ---- My Invitations (DashboardPage) ----
  list: {
    title: 'My Invitations',
    intro: 'Edit, publish and share your invitations, and follow the RSVPs.',
    createNew: 'Create New',
    searchForm: 'My invitations',
    searchLabel: 'Search invitations',
    searchPlaceholder: 'Event name, venue or type',
    tabsLabel: 'Invitation status',
    tabAll: 'All',
    loading: 'Loading your invitations…',
    loadingLabel: 'Loading your invitations',
    count: { one: '# invitation', other: '# invitations' } as PluralForms,
    loadFailed: MESSAGES.invitationsLoadFailed as string,
    tryAgain: 'Try again',
    noMatch: 'No invitations match your search.',
    none: 'You have no invitations yet.',
    clearSearch: 'Clear search and filters',
    chooseTemplate: 'Choose a template',
    statusNow: (status: string) => `Invitation is now ${status}`,
    statusUpdateFailed: (message: string) => `Failed to update status: ${message}`,
    deleted: MESSAGES.invitationDeleted as string,
    deleteFailed: MESSAGES.invitationDeleteFailed as string,
    deleteError: MESSAGES.invitationDeleteError as string,
    customUrlUpdated: MESSAGES.customUrlUpdated as string,
    customUrlUpdateFailed: MESSAGES.customUrlUpdateFailed as string,
  },

  // ---- The panels opened from a card ----
  panels: {
    deleteTitle: 'Delete this invitation?',
    /** Around the invitation's name: “<name>” and all of its RSVP responses … */
    deleteText: (name: string) => `“${name}” and all of its RSVP responses will be deleted. Guests with the link will no longer see it. This cannot be undone.`,
    cancel: 'Cancel',
    delete: 'Delete',
    shareTitle: 'Share invitation',
    shareText: (name: string) => `Send “${name}” to your guests.`,
    customUrlTitle: 'Customize URL',
    customUrlText: (name: string) => `Choose the address your guests open for “${name}”.`,
  },

  // ---- One card (InvitationCard) ----
  card: {
    changeStatus: (status: string, next: string) => `${status}, change to ${next}`,
    requiresPayment: MESSAGES.statusRequiresPayment as string,
    paymentPending: (label: string) => `${label} payment pending review`,
    packageActive: (label: string) => `${label} package active`,
    paymentRejected: (label: string) => `${label} payment rejected`,
    dateNotSet: 'Date not set',
    cover: (name: string) => `Cover of ${name}`,
    edit: 'Edit',
    editOf: (name: string) => `Edit ${name}`,
    view: 'View',
    viewOf: (name: string) => `View ${name}`,
    share: 'Share',
    shareOf: (name: string) => `Share ${name}`,
    rsvp: 'RSVP',
    rsvpOf: (name: string) => `RSVP responses for ${name}`,
    guests: 'Guests',
    guestsOf: (name: string) => `Guests for ${name}`,
    customUrl: 'Custom URL',
    customUrlOf: (name: string) => `Custom URL for ${name}`,
    payAgain: 'Pay Again',
    payAgainOf: (name: string) => `Pay Again for ${name}`,
    paymentStatus: 'Payment Status',
    paymentStatusOf: (name: string) => `Payment Status of ${name}`,
    proceedPayment: 'Proceed Payment',
    proceedPaymentOf: (name: string) => `Proceed Payment for ${name}`,
    delete: 'Delete',
    deleteOf: (name: string) => `Delete ${name}`,
  },

  // ---- Share panel ----
  share: {
    /** The text of the WhatsApp and X shares, before the link. */
    invited: (eventName: string) => `You're invited to ${eventName}!`,
    ourEvent: 'our event',
    link: 'Invitation link',
    copyLink: 'Copy link',
    copy: 'Copy',
    copied: MESSAGES.linkCopied as string,
    copyFailed: MESSAGES.linkCopyFailed as string,
    qrOf: (url: string) => `QR code for ${url}`,
    downloadQr: 'Download QR code (PNG)',
  },

  // ---- Customize URL ----
  customUrl: {
    label: 'Custom URL',
    hint: 'Lowercase letters, numbers and hyphens. Guests open your invitation at this address.',
    placeholder: 'nadia-and-omar',
    back: 'Back',
    save: 'Save',
    continue: 'Continue',
    checking: 'Checking availability…',
    /** The slug rules' verdicts: src/shared/slug.ts SLUG_MESSAGES, the same keys and English words. */
    messages: { ...SLUG_MESSAGES } as Record<keyof typeof SLUG_MESSAGES, string>,
  },

  // ---- The payment flow ----
  payment: {
    steps: {
      status: 'Payment Status',
      packages: 'Choose a package',
      'custom-url': 'Customize URL',
      checkout: 'Complete your payment',
    },
    choosePackage: 'Choose a package',
    oneTime: 'one time',
    active: 'Active',
    mostPopular: 'Most Popular',
    features: ENGLISH_PACKAGE_FEATURES,
    pendingTitle: 'Pending review',
    approvedTitle: 'Approved',
    rejectedTitle: 'Rejected',
    pending: MESSAGES.paymentPending as string,
    approved: (label: string) => `Your ${label} package has been activated. You can now publish your invitation.`,
    rejected: MESSAGES.paymentRejected as string,
    /** "Platinum package (RM50): Pending review" */
    packageStatus: (label: string, amount: string, status: string) => `${label} package (${amount}): ${status}`,
    payAgain: 'Pay Again',
    upgradeText: 'Want your own address? Platinum adds a custom URL and gift integration.',
    upgrade: 'Upgrade to Platinum',
    back: 'Back',
    continue: 'Continue',
    /** The admin's note on a decided payment (shared/payments.ts hostDecisionNote). */
    approvedAfterReview: 'Approved after a second look',
    approvalWithdrawn: 'The approval was withdrawn',
    rejectionReason: 'Reason for the rejection',
  },

  // ---- The receipt step ----
  receipt: {
    /** "Silver package: RM30, one time" */
    summary: (label: string, amount: string) => `${label} package: ${amount}, one time`,
    upgradeCredit: (from: string, credit: string, price: string) => `Upgrade: ${price} less the ${credit} already paid for ${from}.`,
    customUrl: 'Custom URL: ',
    qrOf: (amount: string) => `Payment QR code for ${amount}`,
    qrFailed: 'The payment QR code could not be loaded.',
    qrLoading: 'Loading the payment QR code…',
    scan: 'Scan with your banking app',
    /** Around the amount (in bold): "Pay <RM30> by scanning …". */
    pay: ['Pay ', ' by scanning the QR code with your banking or e-wallet app.'],
    screenshot: 'Take a screenshot or download the receipt of the transfer.',
    upload: 'Upload it below and submit. Our team checks it, which usually takes 1-2 business days.',
    label: 'Payment receipt',
    hint: 'PNG, JPG, WebP or PDF, under 5 MB.',
    progress: 'Receipt upload',
    back: 'Back',
    submit: 'Submit Payment',
    submitted: MESSAGES.paymentSubmitted as string,
    submitFailed: MESSAGES.paymentSubmitFailed as string,
    uploadError: (message: string) => `Error uploading receipt: ${message}`,
    submitError: (message: string) => `Error submitting payment: ${message}`,
    /** Instant checkout (decision 0032), shown only when the gateway is configured. */
    payOnline: 'Pay now with FPX / DuitNow',
    payOnlineHint: 'Pay online through CHIP and your invitation can be published straight away.',
    orReceipt: 'Or pay by bank transfer and upload the receipt:',
    payOnlineError: (message: string) => `Online payment could not start: ${message}`,
    checkoutPaid: 'Payment received. Your package is active once the payment service confirms it, usually within seconds.',
    checkoutFailed: 'The online payment was not completed. Nothing was charged; you can try again or upload a receipt.',
  },

  // ---- Payment History ----
  history: {
    title: MESSAGES.paymentHistoryTitle as string,
    intro: MESSAGES.paymentHistoryIntro as string,
    requestsTitle: 'Payment requests',
    requestsIntro: 'Each request with the invitation it is for. Approval usually takes 1-2 business days.',
    loadError: (message: string) => `Error fetching payment requests: ${message}`,
    tryAgain: 'Try again',
    loading: MESSAGES.paymentHistoryLoading as string,
    empty: MESSAGES.paymentHistoryEmpty as string,
    toDashboard: 'Go to My Invitations',
    viewInvitation: 'View Invitation',
    viewInvitationOf: (name: string) => `View Invitation ${name}`,
    label: 'Payment history',
    columns: { domain: 'Domain', package: 'Package', amount: 'Amount', date: 'Date', status: 'Status', actions: 'Actions' },
    pages: 'Payment history pages',
    changedOn: (date: string) => `Changed on ${date}`,
    requestsLoading: 'Loading payment requests',
    requestsEmpty: MESSAGES.paymentRequestsEmpty as string,
    requestsLabel: 'Payment requests',
    requestPages: 'Payment request pages',
    documentsLabel: 'Invoice and credit notes',
    invoice: (number: string) => `Invoice ${number}`,
    creditNote: (number: string) => `Credit note ${number}`,
    downloadPdf: (name: string) => `Download ${name} (PDF)`,
    refunded: (amount: string) => `Refunded ${amount}`,
    upgradeCredit: (from: string, amount: string) => `Upgrade from ${from}: ${amount} already paid`,
  },

  // ---- Profile ----
  accountData: {
    title: 'Your data',
    text: 'Download everything we keep about your account, or delete the account with all its invitations, guest lists, replies, gifts and files.',
    download: 'Download my data',
    delete: 'Delete my account',
    confirmTitle: 'Delete your account?',
    confirmText: 'Your invitations stop working for your guests, and your guest lists, replies, gifts, payments and files are removed. This cannot be undone. Invoices already issued are kept for seven years, as the law requires.',
    password: 'Confirm with your password',
    confirm: 'Delete my account',
    deleted: 'Your account is deleted.',
    deleteFailed: 'Your account could not be deleted. Please try again.',
  },
  profile: {
    title: 'Your Profile',
    account: 'Account',
    accountText: 'The details of your account.',
    userId: 'User ID',
    email: 'Email',
    signOut: 'Sign Out',
    signOutError: MESSAGES.logoutError as string,
  },

  // ---- Two-factor settings ----
  twoFactor: {
    title: 'Two-factor authentication',
    on: 'On: signing in asks for a code from your authenticator app.',
    off: 'Add a second step to sign-in with an authenticator app.',
    turnOff: 'Turn off two-factor',
    setUp: 'Set up two-factor',
    passwordForm: 'Two-factor: confirm with your password',
    password: 'Confirm your password',
    continue: 'Continue',
    cancel: 'Cancel',
    scan: 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
    qr: 'QR code for your authenticator app',
    cantScan: 'Can’t scan? Enter this key:',
    backupCodes: 'Keep these backup codes somewhere safe; each signs you in once if you lose your phone:',
    codeForm: 'Confirm two-factor code',
    code: 'Code from the app',
    turnOn: 'Turn on',
    turnedOff: 'Two-factor authentication is off.',
    turnedOn: 'Two-factor authentication is on.',
    failed: 'Something went wrong. Please try again.',
  },
};

export type DashboardWords = typeof dashboard;
export default dashboard;
