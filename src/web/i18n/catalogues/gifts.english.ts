import type { GiftKind, GiftSource } from '@shared/gifts';
import { counter } from '../format';

const count = counter('english');

/**
 * The host's gift ledger (product.md §16). English is the source: its shape is the type every other
 * language must fill (a missing key fails `tsc`). Words as in docs/glossary.md.
 */
const gifts = {
  gifts: (n: number) => count(n, 'gift'),
  title: 'Gift ledger',
  pageTitle: (title: string) => `Gift ledger: ${title}`,
  guestList: 'Guest list',
  intro: 'Every gift guests told you about, every angpau recorded at the door, and the ones you add yourself. Only you can see the amounts.',
  loading: 'Loading the gift ledger…',
  loadFailed: 'Could not load the gift ledger.',
  somethingWrong: 'Something went wrong. Please try again.',
  addGift: 'Add a gift',
  downloadCsv: 'Download CSV',
  // Totals
  totals: 'Totals',
  overall: 'All gifts',
  noAmount: (n: number) => `${count(n, 'gift')} without an amount`,
  perEvent: 'Per event',
  perGroup: 'Per group',
  notAtEvent: 'Not at an event',
  removedEvent: 'Removed event',
  noGroup: 'No group',
  // Filters
  filters: 'Filter gifts',
  search: 'Search by name or note',
  source: 'Source',
  method: 'Method',
  event: 'Event',
  group: 'Group',
  all: 'All',
  matching: (n: number, amount: string) => `${count(n, 'gift')} shown, ${amount} in all`,
  // The list
  list: 'Gifts',
  date: 'Date',
  from: 'From',
  amount: 'Amount',
  note: 'Note',
  actions: 'Actions',
  notTold: 'Not told',
  envelopes: (n: number) => count(n, 'envelope'),
  edit: 'Edit',
  editGiftOf: (name: string) => `Edit the gift from ${name}`,
  deleteGiftOf: (name: string) => `Delete the gift from ${name}`,
  empty: 'No gifts yet',
  emptyHint: 'Gifts guests tell you about on the invitation and angpau recorded at the door appear here. You can also add one yourself.',
  noMatch: 'No gifts match these filters.',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  kinds: { bank: 'Bank transfer', duitnow: 'DuitNow', ewallet: 'E-wallet', angpau: 'Angpau', cash: 'Cash', other: 'Other' } satisfies Record<GiftKind, string>,
  sources: { guest: 'Told by the guest', door: 'At the door', host: 'Added by you' } satisfies Record<GiftSource, string>,
  // The dialog
  addTitle: 'Add a gift',
  editTitle: 'Edit the gift',
  dialogIntro: 'Choose a household of your guest list, or write who the gift is from.',
  household: 'Household',
  householdSearch: 'Find a household',
  householdSearchHint: 'Type a name from your guest list.',
  noHouseholds: 'No household matches.',
  clearHousehold: 'Remove the household',
  fromName: 'From (name)',
  fromNamePlaceholder: "Uncle Lim's family",
  amountLabel: 'Amount (RM)',
  amountHint: 'Leave empty if you do not know it.',
  amountInvalid: 'Enter an amount like 50 or 50.00 (at most RM 100,000).',
  fromRequired: 'Choose a household or write who it is from.',
  envelopesLabel: 'Envelopes',
  dateLabel: 'Date',
  noEvent: 'Not at an event',
  save: 'Save',
  added: 'Gift added',
  saved: 'Gift saved',
  deleted: 'Gift deleted',
  deleteTitle: 'Delete this gift?',
  deleteDescription: (name: string, amount: string) => `The gift from ${name}${amount ? ` (${amount})` : ''} is removed from the ledger. This cannot be undone.`,
  deleteGift: 'Delete gift',
};

export type GiftsWords = typeof gifts;
export default gifts;
