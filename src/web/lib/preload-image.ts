import { imageSrcSet, imageVariantUrl, type ImageVariantWidth } from '@shared/templates';

const preloaded = new Set<string>();

/**
 * Asks for an image as soon as its URL is known, before the component that draws it renders: the
 * same variant the <img> will choose (same widths and sizes), at high priority. Once per URL.
 */
export function preloadImage(url: string, widths: readonly ImageVariantWidth[], sizes: string): void {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = imageVariantUrl(url, widths[0] ?? 240);
  const srcset = imageSrcSet(url, widths);
  if (srcset) {
    link.imageSrcset = srcset;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
