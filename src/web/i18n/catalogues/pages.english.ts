/**
 * Static pages (about, contact, privacy, terms, cookies) and the not-found page (decision 0030). English is the source: its shape is the type every other language must
 * fill (a missing key fails `tsc`). Words as in docs/glossary.md.
 */
const pages = {};

export type PagesWords = typeof pages;
export default pages;
