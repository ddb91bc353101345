/**
 * My Invitations, sharing, custom URLs, the payment flow, payment history, profile (decision 0030). English is the source: its shape is the type every other language must
 * fill (a missing key fails `tsc`). Words as in docs/glossary.md.
 */
const dashboard = {};

export type DashboardWords = typeof dashboard;
export default dashboard;
