/**
 * The template gallery (/templates) and template cards (decision 0030). English is the source: its shape is the type every other language must
 * fill (a missing key fails `tsc`). Words as in docs/glossary.md.
 */
const gallery = {};

export type GalleryWords = typeof gallery;
export default gallery;
