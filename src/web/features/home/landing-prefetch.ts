import type { QueryClient } from '@tanstack/react-query';
import { imageSrcSet, imageVariantUrl, type ImageVariantWidth } from '../../../shared/templates';
import { carouselQuery } from '../templates/api';

/** How the carousel draws its slides; the preload below must ask for the same image. */
export const SLIDE_IMAGE_SIZES = '(min-width: 640px) 256px, 224px';
export const SLIDE_IMAGE_WIDTHS: readonly ImageVariantWidth[] = [240, 480];

const preloaded = new Set<string>();

/** Asks for the first slide's image as soon as its URL is known, before the carousel renders it. */
function preloadSlideImage(url: string): void {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = imageVariantUrl(url, SLIDE_IMAGE_WIDTHS[0] ?? 240);
  const srcset = imageSrcSet(url, SLIDE_IMAGE_WIDTHS);
  if (srcset) {
    link.imageSrcset = srcset;
    link.imageSizes = SLIDE_IMAGE_SIZES;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}

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
      const first = data[0]?.preview_image_url;
      if (first) preloadSlideImage(first);
    })
    .catch(() => {
      // The carousel shows its built-in slides; nothing to preload.
    });
}
