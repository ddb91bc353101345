import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '@server/lib/images';

/*
 * Colours suggested from a template's image (issue 20): the primary is sharp's dominant colour (its
 * stats() histogram), the secondary and accent the most common colours of an 8 × 8 thumbnail whose
 * hue (or, for greys, lightness) differs from the colours already picked. The work is a decode and a
 * shrink, linear in the image's size, and runs in sharp's libuv threads, not on the event loop.
 */

type Rgb = readonly [number, number, number];

const THUMB_SIDE = 8;
/** The working copy's longest side: enough for a faithful histogram, small enough to cost nothing. */
const WORKING_SIDE = 256;
/** Two chromatic colours are "distinct" this many degrees of hue apart… */
const MIN_HUE_DISTANCE = 30;
/** …or this far apart in RGB (greys, and a grey against a colour). */
const MIN_RGB_DISTANCE = 90;
/** Below this HSL saturation (or at the ends of lightness) a colour has no meaningful hue. */
const GREY_SATURATION = 0.15;

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

/** Hue in degrees, saturation and lightness in 0..1. */
export function toHsl([r, g, b]: Rgb): { h: number; s: number; l: number } {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function isGrey(color: Rgb): boolean {
  const { s, l } = toHsl(color);
  return s < GREY_SATURATION || l < 0.08 || l > 0.94;
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

function rgbDistance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** Distinct: clearly different hues when both have one, else clearly apart in RGB. */
export function distinct(a: Rgb, b: Rgb): boolean {
  if (!isGrey(a) && !isGrey(b)) return hueDistance(toHsl(a).h, toHsl(b).h) >= MIN_HUE_DISTANCE || rgbDistance(a, b) >= MIN_RGB_DISTANCE * 1.5;
  return rgbDistance(a, b) >= MIN_RGB_DISTANCE;
}

function mix(color: Rgb, toward: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => color[i]! + (toward[i]! - color[i]!) * amount) as unknown as Rgb;
}

/** Pixels grouped by hue sector and lightness band (greys by lightness), most frequent first, each as its mean. */
function paletteOf(pixels: Buffer): Rgb[] {
  const groups = new Map<string, { count: number; sum: [number, number, number] }>();
  for (let i = 0; i + 2 < pixels.length; i += 3) {
    const color: Rgb = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    const { h, l } = toHsl(color);
    const band = l < 0.3 ? 'dark' : l > 0.75 ? 'light' : 'mid';
    const key = isGrey(color) ? `grey-${Math.round(l * 4)}` : `${Math.floor(((h + 15) % 360) / 30)}-${band}`;
    const group = groups.get(key) ?? { count: 0, sum: [0, 0, 0] };
    group.count += 1;
    group.sum[0] += color[0];
    group.sum[1] += color[1];
    group.sum[2] += color[2];
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count)
    .map(({ count, sum }) => [sum[0] / count, sum[1] / count, sum[2] / count] as const);
}

/**
 * Three colours (primary, secondary, accent) as lower-case hex, from the bytes of a raster image.
 * Throws when the bytes do not decode or exceed the pixel limit (the caller has checked both).
 */
export async function suggestColors(body: Buffer): Promise<string[]> {
  // Transparent areas count as white (how the gallery shows them). One decode (shrunk on load where
  // the format allows) to a small working copy; stats() reads the input it is given, so it gets that copy.
  const { data, info } = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .flatten({ background: '#ffffff' })
    .resize(WORKING_SIDE, WORKING_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const [stats, thumb] = await Promise.all([
    sharp(data, raw).stats(),
    // Nearest neighbour: each of the 64 samples is a colour of the image, not a blend of two areas.
    sharp(data, raw).resize(THUMB_SIDE, THUMB_SIDE, { fit: 'fill', kernel: 'nearest' }).raw().toBuffer(),
  ]);
  // stats() gives the dominant histogram bin's centre; the thumbnail's colour in that bin is truer.
  const dominant: Rgb = [stats.dominant.r, stats.dominant.g, stats.dominant.b];
  const palette = paletteOf(thumb);
  const nearest = palette.reduce<Rgb | null>((best, c) => (best === null || rgbDistance(c, dominant) < rgbDistance(best, dominant) ? c : best), null);
  const primary: Rgb = nearest && rgbDistance(nearest, dominant) <= 24 ? nearest : dominant;
  const picks: Rgb[] = [primary];
  for (const candidate of palette) {
    if (picks.length === 3) break;
    if (picks.every((pick) => distinct(pick, candidate))) picks.push(candidate);
  }
  // A plain image has no second or third colour: a light tint and a deep shade of the first.
  const fallbacks: Rgb[] = [mix(primary, [255, 255, 255], 0.6), mix(primary, [0, 0, 0], 0.55), [255, 255, 255], [34, 34, 34]];
  for (const candidate of fallbacks) {
    if (picks.length === 3) break;
    if (picks.every((pick) => rgbDistance(pick, candidate) >= 40)) picks.push(candidate);
  }
  return picks.slice(0, 3).map(toHex);
}
