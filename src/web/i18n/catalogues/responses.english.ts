/**
 * RSVP responses: summary, table, answers, merges, exports (decision 0030). English is the source: its shape is the type every other language must
 * fill (a missing key fails `tsc`). Words as in docs/glossary.md.
 */
const responses = {};

export type ResponsesWords = typeof responses;
export default responses;
