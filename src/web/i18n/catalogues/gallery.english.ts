
/**
 * The template gallery (/templates) and its template cards (decision 0030). English is the source:
 * its shape is the type every other language must fill (a missing key fails `tsc`). Words as in
 * docs/glossary.md. Counts arrive already formatted (`formatNumber`).
 */
const gallery = {
  eyebrow: 'Template gallery',
  title: 'Find the design that feels like you',
  intro: 'Every template works beautifully on phones. Pick one, add your details, and share a single link with your guests.',
  /** The search form's accessible name. */
  searchForm: 'Templates',
  searchLabel: 'Search templates',
  /** Shown only without JavaScript (decision 0036): the form is then a plain search. */
  searchButton: 'Search',
  choosingNeedsScript: 'Choosing a template needs JavaScript: turn it on in your browser to start your invitation.',
  /** Template names are English: the examples are words a search finds. */
  searchPlaceholder: 'Try “wedding” or “birthday”',
  category: 'Category',
  allCategories: 'All categories',
  allTemplates: 'All templates',
  loadingStatus: 'Loading templates…',
  /** The skeleton grid's accessible name. */
  loadingLabel: 'Loading templates',
  showing: (first: string, last: string, count: string) => `Showing ${first}–${last} of ${count}`,
  noResults: 'No templates found matching your search.',
  clear: 'Clear search and filters',
  /** The pager's accessible name. */
  pages: 'Template pages',
  loadFailed: 'Failed to load templates',
  loadError: 'An error occurred while loading templates',
  card: {
    preview: (name: string) => `Preview ${name}`,
    previewNotAvailable: 'Preview not available for this template',
    coverAlt: (name: string) => `${name}: a sample invitation in this design`,
    artAlt: (name: string) => `${name} invitation design`,
    select: 'Select',
    selectLabel: (name: string) => `Select ${name}`,
  },
};

export type GalleryWords = typeof gallery;
export default gallery;
