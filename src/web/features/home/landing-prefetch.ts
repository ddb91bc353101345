import type { QueryClient } from '@tanstack/react-query';
import type { ImageVariantWidth } from '@shared/templates';
import { preloadImage } from '@web/lib/preload-image';
import { carouselQuery, preloadCover } from '@web/features/templates/api';
import { coverPaths } from '@shared/covers';
import { isUuid } from '@shared/ids';

/** How the carousel draws its slides; the preload below must ask for the same image. */
export const SLIDE_IMAGE_SIZES = '(min-width: 640px) 256px, 224px';
export const SLIDE_IMAGE_WIDTHS: readonly ImageVariantWidth[] = [240, 480];

/**
 * The landing route's loader work (kept out of the landing chunk, so it starts with the router):
 * the carousel's list, its code and its first image are fetched alongside the page's own code,
 * not one after another. The first slide is the page's largest image (its LCP).
 */
export function prefetchLanding(queryClient: QueryClient): void {
  void import('./TemplateCarousel');
  void queryClient
    .fetchQuery(carouselQuery)
    .then(({ data }) => {
      const first = data[0];
      if (!first) return;
      // The slide draws the template's rendered cover (CoverImage); one the cover route cannot know keeps its art.
      if (isUuid(first.id)) preloadCover((width) => coverPaths.templateThumb(first.id, width), first.id, SLIDE_IMAGE_SIZES);
      else if (first.preview_image_url) preloadImage(first.preview_image_url, SLIDE_IMAGE_WIDTHS, SLIDE_IMAGE_SIZES);
    })
    .catch(() => {
      // The carousel shows its built-in slides; nothing to preload.
    });
}
