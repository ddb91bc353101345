/**
 * Shared components (dialogs, tables, lists, uploads), the route error and loader, the sign-in modal (decision 0030). English is the source: its shape is the type every other language must
 * fill (a missing key fails `tsc`). Words as in docs/glossary.md.
 */
const ui = {};

export type UiWords = typeof ui;
export default ui;
