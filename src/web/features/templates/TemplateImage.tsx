import { ImageOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { COVER_THUMB_WIDTHS, coverPaths, coverSrcSet, type CoverThumbWidth } from '@shared/covers';
import { isUuid } from '@shared/ids';
import type { HostLanguage } from '@shared/host-language';
import { imageSrcSet, imageVariantUrl, type ImageVariantWidth } from '@shared/templates';
import { useLanguage } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

/** Template artwork is portrait 9:16; the intrinsic size lets the browser reserve the space. */
export const TEMPLATE_IMAGE_WIDTH = 270;
export const TEMPLATE_IMAGE_HEIGHT = 480;

/**
 * The placeholder's words in every host language (decision 0030). They are here, not in a catalogue:
 * the landing's carousel, the gallery and the editor draw templates, and no one catalogue is loaded
 * by all three.
 */
const PLACEHOLDER_WORDS: Record<HostLanguage, { label: (name: string) => string; soon: string }> = {
  english: { label: (name) => `No preview image for ${name}`, soon: 'Preview coming soon' },
  malay: { label: (name) => `Tiada gambar pratonton untuk ${name}`, soon: 'Pratonton akan datang' },
  chinese: { label: (name) => `${name} 暂无预览图`, soon: '预览即将推出' },
};

/** What a template looks like when it has no image, or its image fails to load. */
export function TemplateImagePlaceholder({ name, className }: { name: string; className?: string }) {
  const words = PLACEHOLDER_WORDS[useLanguage()];
  return (
    <div
      role="img"
      aria-label={words.label(name)}
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-b from-brand-50 to-stone-100 p-4 text-center text-stone-500',
        className,
      )}
    >
      <ImageOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
      <span className="text-xs font-medium">{words.soon}</span>
    </div>
  );
}

/** What every picture of a template is given by its caller. */
interface PictureProps {
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
}

/**
 * A 9:16 picture at its intrinsic size (the browser reserves the space) that hands over to `fallback`
 * when it fails to load: the art and the rendered cover are drawn alike.
 */
function PortraitImage({
  src,
  srcSet,
  sizes,
  alt,
  loading = 'lazy',
  fetchPriority,
  className,
  fallback,
}: PictureProps & { src: string; srcSet: string | undefined; fallback: ReactNode }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <>{fallback}</>;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={TEMPLATE_IMAGE_WIDTH}
      height={TEMPLATE_IMAGE_HEIGHT}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}

export interface TemplateImageProps extends PictureProps {
  src: string | null | undefined;
  /** The template's name: the placeholder says whose image is missing. */
  name: string;
  widths: readonly ImageVariantWidth[];
}

/**
 * A template's image as a resized WebP from /img (srcset), falling back to the placeholder when
 * it is missing or broken. Give it a `key` of the URL so a new image gets a fresh chance.
 */
export function TemplateImage({ src, name, widths, className, ...picture }: TemplateImageProps) {
  const placeholder = <TemplateImagePlaceholder name={name} className={className} />;
  if (!src) return placeholder;
  const smallest = widths[0];
  return (
    <PortraitImage
      {...picture}
      src={smallest ? imageVariantUrl(src, smallest) : src}
      srcSet={imageSrcSet(src, widths)}
      className={cn('size-full object-cover', className)}
      fallback={placeholder}
    />
  );
}

/** Covers are drawn 9:16 like the art, at the same intrinsic size. */
export const COVER_IMAGE_WIDTH = TEMPLATE_IMAGE_WIDTH;
export const COVER_IMAGE_HEIGHT = TEMPLATE_IMAGE_HEIGHT;

export interface CoverImageProps extends PictureProps {
  /** The cover's URL at a width (coverPaths in shared/covers.ts). */
  urlOf: (width: CoverThumbWidth) => string;
  /** An id the cover route can know: anything else (the built-in samples) goes straight to `fallback`. */
  id: string;
  /** What to show when there is no cover (unknown id, a failed render): the plain artwork. */
  fallback: ReactNode;
}

/**
 * The rendered cover (names, date, venue over the art) from /covers as a JPEG at 270 or 540 px
 * (srcset). While it loads, a soft gradient holds its place; if it fails, `fallback` takes over.
 */
export function CoverImage({ urlOf, id, className, fallback, ...picture }: CoverImageProps) {
  if (!isUuid(id)) return <>{fallback}</>;
  return (
    <PortraitImage
      {...picture}
      src={urlOf(COVER_THUMB_WIDTHS[0])}
      srcSet={coverSrcSet(urlOf)}
      className={cn('size-full bg-gradient-to-b from-brand-50 via-stone-100 to-brand-100 object-cover', className)}
      fallback={fallback}
    />
  );
}

export interface TemplateCoverProps extends Omit<PictureProps, 'alt'> {
  template: { id: string; name: string };
  /** The art to fall back on (the preview image, or the template's own). */
  image: string | null | undefined;
  alt: { cover: string; art: string };
  widths: readonly ImageVariantWidth[];
}

/**
 * A template as the gallery's cards and the landing carousel show it: its sample invitation as the
 * server draws it (names, date), else its plain art, else the placeholder.
 */
export function TemplateCover({ template, image, alt, widths, ...picture }: TemplateCoverProps) {
  return (
    <CoverImage
      key={template.id}
      {...picture}
      id={template.id}
      urlOf={(width) => coverPaths.templateThumb(template.id, width)}
      alt={alt.cover}
      fallback={<TemplateImage key={image} {...picture} src={image} name={template.name} alt={alt.art} widths={widths} />}
    />
  );
}
