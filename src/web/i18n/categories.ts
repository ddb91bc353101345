import { formatCategory } from '@shared/templates';
import type { CommonWords } from './catalogues/common.english';

/** A template category or event type in the page's language (the common catalogue); an unknown slug as `formatCategory` writes it. */
export function categoryName(common: CommonWords, slug: string): string {
  return (common.categories as Partial<Record<string, string>>)[slug.toLowerCase()] ?? formatCategory(slug);
}
