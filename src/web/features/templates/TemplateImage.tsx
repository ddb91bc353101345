import { ImageOff } from 'lucide-react';
import { useState } from 'react';
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
