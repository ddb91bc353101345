import { ImageOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { COVER_THUMB_WIDTHS, coverSrcSet, type CoverThumbWidth } from '@shared/covers';
import { isUuid } from '@shared/ids';
import { imageSrcSet, imageVariantUrl, type ImageVariantWidth } from '@shared/templates';
import { cn } from '@web/lib/cn';

/** Template artwork is portrait 9:16; the intrinsic size lets the browser reserve the space. */
export const TEMPLATE_IMAGE_WIDTH = 270;
export const TEMPLATE_IMAGE_HEIGHT = 480;

export interface TemplateImageProps {
  src: string | null | undefined;
  /** The template's name: the placeholder says whose image is missing. */
  name: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  widths: readonly ImageVariantWidth[];
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
}

/** What a template looks like when it has no image, or its image fails to load. */
export function TemplateImagePlaceholder({ name, className }: { name: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={`No preview image for ${name}`}
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-b from-brand-50 to-stone-100 p-4 text-center text-stone-500',
        className,
      )}
    >
      <ImageOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
      <span className="text-xs font-medium">Preview coming soon</span>
    </div>
  );
}

/**
 * A template's image as a resized WebP from /img (srcset), falling back to the placeholder when
 * it is missing or broken. Give it a `key` of the URL so a new image gets a fresh chance.
 */
export function TemplateImage({ src, name, alt, sizes, widths, loading = 'lazy', fetchPriority, className }: TemplateImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <TemplateImagePlaceholder name={name} className={className} />;
  const smallest = widths[0];
  return (
    <img
      src={smallest ? imageVariantUrl(src, smallest) : src}
      srcSet={imageSrcSet(src, widths)}
      sizes={sizes}
      width={TEMPLATE_IMAGE_WIDTH}
      height={TEMPLATE_IMAGE_HEIGHT}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
      className={cn('size-full object-cover', className)}
    />
  );
}

/** Covers are drawn 9:16 like the art; the intrinsic size lets the browser reserve the space. */
export const COVER_IMAGE_WIDTH = 270;
export const COVER_IMAGE_HEIGHT = 480;

export interface CoverImageProps {
  /** The cover's URL at a width (coverPaths in shared/covers.ts). */
  urlOf: (width: CoverThumbWidth) => string;
  /** An id the cover route can know: anything else (the built-in samples) goes straight to `fallback`. */
  id: string;
  alt: string;
  sizes: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  /** What to show when there is no cover (unknown id, a failed render): the plain artwork. */
  fallback: ReactNode;
}

/**
 * The rendered cover (names, date, venue over the art) from /covers as a JPEG at 270 or 540 px
 * (srcset). While it loads, a soft gradient holds its place; if it fails, `fallback` takes over.
 */
export function CoverImage({ urlOf, id, alt, sizes, loading = 'lazy', fetchPriority, className, fallback }: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed || !isUuid(id)) return <>{fallback}</>;
  return (
    <img
      src={urlOf(COVER_THUMB_WIDTHS[0])}
      srcSet={coverSrcSet(urlOf)}
      sizes={sizes}
      width={COVER_IMAGE_WIDTH}
      height={COVER_IMAGE_HEIGHT}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
      className={cn('size-full bg-gradient-to-b from-brand-50 via-stone-100 to-brand-100 object-cover', className)}
    />
  );
}
