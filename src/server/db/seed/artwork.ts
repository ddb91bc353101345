/**
 * Demo artwork for the seeded invitation templates: one portrait 1080x1920 SVG per design in
 * artwork/<key>.svg beside this module, read when the seed needs it and rendered to WebP by sharp.
 * The middle ~60% of every card is kept calm (light, or low-contrast on the dark designs) because
 * invitation text is drawn over it. No <text> elements: the renderer has no fonts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { projectPath } from '@server/lib/project-root';

export type ArtworkKey =
  | 'classic-wedding'
  | 'elegant-celebration'
  | 'colorful-birthday'
  | 'indian-wedding'
  | 'chinese-wedding'
  | 'engagement'
  | 'baby-shower'
  | 'rustic-garden';

export interface Artwork {
  svg: string;
  dominantColors: [string, string, string];
  accentColor: string;
}

type Palette = Omit<Artwork, 'svg'>;

/** Each design's palette (primary, secondary, accent; #rrggbb lower-case), stored with its template. */
const PALETTES: Record<ArtworkKey, Palette> = {
  /** Ivory card, blush-rose corner clusters with sage leaves, rose-gold double frame. */
  'classic-wedding': { dominantColors: ['#f9eee9', '#ecc3c3', '#9e4f5c'], accentColor: '#9e4f5c' },
  /** Midnight-navy card with gold art-deco sunbursts, stepped corners and a stepped inner arch. */
  'elegant-celebration': { dominantColors: ['#131e31', '#22304a', '#d4af6a'], accentColor: '#d4af6a' },
  /** Cream card with a bunting garland, two balloon bouquets and confetti, confetti-dot frame. */
  'colorful-birthday': { dominantColors: ['#fff4ec', '#ffd6e2', '#6b3fb0'], accentColor: '#6b3fb0' },
  /** Deep-red card, gold mandala arches top and bottom, paisley corners, cusped Mughal arch. */
  'indian-wedding': { dominantColors: ['#8a1523', '#5c0a14', '#e2b85c'], accentColor: '#e2b85c' },
  /** Vermilion card, gold key-fret lattice border, glowing lanterns, lattice medallion, auspicious clouds. */
  'chinese-wedding': { dominantColors: ['#b3141f', '#8a0c16', '#f4c868'], accentColor: '#f4c868' },
  /** Lavender card with interlocking gold rings and a diamond, floating hearts, lilac floral garland. */
  engagement: { dominantColors: ['#f2eaf6', '#dccbe8', '#5b3a78'], accentColor: '#5b3a78' },
  /** Pastel sky card: fluffy clouds, crescent moon, hanging stars, twinkles, stitched frame. */
  'baby-shower': { dominantColors: ['#e8f1fa', '#fbe4ec', '#4a6a9c'], accentColor: '#4a6a9c' },
  /** Kraft-paper card with eucalyptus, fern and olive garlands, cream blossoms, twine frame. */
  'rustic-garden': { dominantColors: ['#efe3cd', '#a3b394', '#3e5a3c'], accentColor: '#3e5a3c' },
};

export const ARTWORK_KEYS: readonly ArtworkKey[] = Object.freeze(Object.keys(PALETTES) as ArtworkKey[]);

const W = 1080;
const H = 1920;

/**
 * The pictures' folder, found from the project root: the same from the sources (tsx) and from the
 * compiled server in dist/server, which reads them from here (decision 0017).
 */
export const ARTWORK_DIR = projectPath('src', 'server', 'db', 'seed', 'artwork');

const cache = new Map<ArtworkKey, string>();

/** The SVG source (portrait 1080x1920 viewBox) and its palette: primary, secondary, accent hex colours (#rrggbb lower-case). */
export function artworkFor(key: ArtworkKey): Artwork {
  const palette = PALETTES[key];
  if (!palette) throw new Error(`Unknown artwork key: ${String(key)}`);
  let svg = cache.get(key);
  if (svg === undefined) {
    svg = fs.readFileSync(path.join(ARTWORK_DIR, `${key}.svg`), 'utf8');
    cache.set(key, svg);
  }
  return { svg, dominantColors: [...palette.dominantColors], accentColor: palette.accentColor };
}

const WEBP_OPTIONS = { quality: 86, effort: 4 } as const;

interface RenderJob {
  svg: string;
  width: number;
  height: number;
  density: number;
}

function renderJob(key: ArtworkKey, width: number): RenderJob {
  if (!Number.isInteger(width) || width < 16 || width > 4320) {
    throw new RangeError(`Artwork width must be an integer between 16 and 4320, got ${width}`);
  }
  // Rasterise the vector at the target scale (72 dpi = 1 user unit per pixel), then pin the exact size.
  return { svg: artworkFor(key).svg, width, height: Math.round((width * H) / W), density: (72 * width) / W };
}

/** Renders the artwork to a WebP buffer at the given width (height keeps the 9:16 ratio) with sharp. */
export async function renderArtworkWebp(key: ArtworkKey, width: number): Promise<Buffer> {
  const job = renderJob(key, width);
  return sharp(Buffer.from(job.svg), { density: job.density })
    .resize(job.width, job.height, { fit: 'fill' })
    .webp(WEBP_OPTIONS)
    .toBuffer();
}

// The same pipeline as renderArtworkWebp, run by a child process: reads the jobs as JSON on stdin,
// writes each WebP as a 4-byte length and its bytes on stdout.
const CHILD_SCRIPT = `
const { default: sharp } = await import(process.argv[1]);
const webp = JSON.parse(process.argv[2]);
let input = '';
for await (const chunk of process.stdin) input += chunk;
for (const job of JSON.parse(input)) {
  const out = await sharp(Buffer.from(job.svg), { density: job.density }).resize(job.width, job.height, { fit: 'fill' }).webp(webp).toBuffer();
  const size = Buffer.alloc(4);
  size.writeUInt32BE(out.length);
  process.stdout.write(size);
  process.stdout.write(out);
}
`;

/**
 * Renders several artworks in one child process that exits afterwards. The seed runs once, on the
 * first start; rendering in the server's own process would leave libvips' threads, caches and
 * malloc arenas (about 100 MB) resident for the life of the server (docs/decisions/0016).
 */
export async function renderArtworkWebpInChild(requests: readonly { key: ArtworkKey; width: number }[]): Promise<Buffer[]> {
  if (requests.length === 0) return [];
  const jobs = requests.map((request) => renderJob(request.key, request.width));
  const sharpUrl = import.meta.resolve('sharp');
  const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD_SCRIPT, sharpUrl, JSON.stringify(WEBP_OPTIONS)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  child.stdin.end(JSON.stringify(jobs));
  const code = await exited;
  if (code !== 0) throw new Error(`rendering the seed artwork failed (exit ${code}):\n${stderr}`);
  const output = Buffer.concat(chunks);
  const images: Buffer[] = [];
  for (let offset = 0; offset < output.length; ) {
    const size = output.readUInt32BE(offset);
    images.push(output.subarray(offset + 4, offset + 4 + size));
    offset += 4 + size;
  }
  if (images.length !== jobs.length) throw new Error(`rendering the seed artwork returned ${images.length} of ${jobs.length} images`);
  return images;
}
