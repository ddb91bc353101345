/**
 * The guest list, import, settings and the sending queue (decision 0030). English is the source: its shape is the type every other language must
 * fill (a missing key fails `tsc`). Words as in docs/glossary.md.
 */
const guests = {};

export type GuestsWords = typeof guests;
export default guests;
