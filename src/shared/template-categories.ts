import { TEMPLATE_CATEGORIES } from './constants';
import { formatCategory } from './templates';

/*
 * The category <select>s' options (product.md §2), in a module of their own so that only the pages
 * with such a select load them (not every page that formats a category).
 */

/** Every kind of template with its label: the admin's template form. */
export const TEMPLATE_CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((value) => ({ value, label: formatCategory(value) }));

/** The gallery's and the editor's category filter: 'all' first, then every kind. */
export const CATEGORY_FILTER_OPTIONS = [{ value: 'all' as const, label: 'All categories' }, ...TEMPLATE_CATEGORY_OPTIONS];
