/**
 * The ten-step invitation editor (decision 0030). English is the source: its shape is the type every other language must
 * fill (a missing key fails `tsc`). Words as in docs/glossary.md.
 */
const editor = {};

export type EditorWords = typeof editor;
export default editor;
