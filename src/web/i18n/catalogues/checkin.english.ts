/**
 * The host's check-in panel and the helpers' door page (decision 0030). English is the source: its shape is the type every other language must
 * fill (a missing key fails `tsc`). Words as in docs/glossary.md.
 */
const checkin = {};

export type CheckinWords = typeof checkin;
export default checkin;
