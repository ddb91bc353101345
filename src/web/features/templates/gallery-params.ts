import type { QueryClient } from '@tanstack/react-query';
import { TEMPLATE_CATEGORIES, TEMPLATES_PAGE_SIZE } from '@shared/constants';
import type { ImageVariantWidth } from '@shared/templates';
import { coverPaths } from '@shared/covers';
import { isUuid } from '@shared/ids';
import { preloadImage } from '@web/lib/preload-image';
import { preloadCover, templateListQuery } from './api';

export type Category = 'all' | (typeof TEMPLATE_CATEGORIES)[number];

/** Cards are a half (phone) to a fifth (wide desktop) of the page. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 232px, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw';
export const CARD_IMAGE_WIDTHS: readonly ImageVariantWidth[] = [240, 480];
/** The first row on a phone: the page's largest images (its LCP), asked for before the page renders. */
const PRELOADED_CARDS = 2;

export function readCategory(value: string | null): Category {
  const lower = value?.toLowerCase();
  return TEMPLATE_CATEGORIES.find((c) => c === lower) ?? 'all';
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The gallery's state as the URL holds it (?search=&category=&page=), with defaults for anything odd. */
export function readGalleryParams(params: URLSearchParams): { search: string; category: Category; page: number } {
  return { search: params.get('search') ?? '', category: readCategory(params.get('category')), page: readPage(params.get('page')) };
}

/** The list a gallery URL shows, as the page will ask for it. */
export const galleryQuery = (params: URLSearchParams) => templateListQuery({ ...readGalleryParams(params), pageSize: TEMPLATES_PAGE_SIZE });

/**
 * The gallery route's loader work: its list and first images are fetched alongside the page's own
 * code, not after it (kept out of the page's chunk, so it starts with the router).
 */
export function prefetchGallery(queryClient: QueryClient, params: URLSearchParams): void {
  void queryClient
    .fetchQuery(galleryQuery(params))
    .then(({ data }) => {
      for (const template of data.slice(0, PRELOADED_CARDS)) {
        // The card draws the template's rendered cover; a template the cover route cannot know keeps its art.
        if (isUuid(template.id)) preloadCover((width) => coverPaths.templateThumb(template.id, width), template.id, CARD_IMAGE_SIZES);
        else {
          const image = template.preview_image_url || template.image_url;
          if (image) preloadImage(image, CARD_IMAGE_WIDTHS, CARD_IMAGE_SIZES);
        }
      }
    })
    .catch(() => {
      // The page shows its own error and samples; nothing to preload.
    });
}
