/**
 * Draws one cover (cover-svg.ts) to a JPEG: the template art (and the host's cover photo) resized by
 * sharp and embedded as data: URIs, the text shaped and drawn by resvg (HarfBuzz shaping, so Tamil vowel signs reorder)
 * with our own font files only (no system fonts: every machine draws the same picture), then
 * sharp encodes the pixels as JPEG. Runs in the worker pool (worker-pool.ts `runModule`), never on
 * the main thread: this module's default export is the worker's entry for the task.
 */
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { cleanText, coverSvg, fontsFor, photoBox, type CoverFont, type CoverFrame, type CoverText, type MeasureText } from './cover-svg';
import { subsetFontFile } from './cover-font-subset';
import { projectPath } from './project-root';

const FONT_DIR = ['node_modules', '@expo-google-fonts'];

/** Our font files per script (regular and bold where drawn bold). */
export const COVER_FONT_FILES: Record<CoverFont, string[]> = {
  latin: [
    projectPath(...FONT_DIR, 'playfair-display', '400Regular', 'PlayfairDisplay_400Regular.ttf'),
    projectPath(...FONT_DIR, 'playfair-display', '700Bold', 'PlayfairDisplay_700Bold.ttf'),
  ],
  // One weight only: each file is 10 MB and resvg reads its fonts again for every render.
  cjk: [projectPath(...FONT_DIR, 'noto-sans-sc', '400Regular', 'NotoSansSC_400Regular.ttf')],
  tamil: [
    projectPath(...FONT_DIR, 'noto-sans-tamil', '400Regular', 'NotoSansTamil_400Regular.ttf'),
    projectPath(...FONT_DIR, 'noto-sans-tamil', '700Bold', 'NotoSansTamil_700Bold.ttf'),
  ],
};

export interface CoverRenderInput {
  text: CoverText;
  frame: CoverFrame;
  /** The template art's stored bytes (any format sharp reads), or null for the colours only. */
  art: Uint8Array | null;
  /** The host's cover photo (a stored JPEG variant), or null: drawn in the og image's card and in an arch on a thumbnail. */
  photo?: Uint8Array | null;
  /** Tests only: draw without these fonts (to show what a missing font looks like). */
  withoutFonts?: CoverFont[];
}

export const COVER_JPEG_QUALITY = 82;

/** The art at the size it is drawn (cover-fit), as a data: URI; null when sharp cannot read it. */
async function artDataUri(art: Uint8Array | null, frame: CoverFrame): Promise<string | null> {
  if (!art) return null;
  // The og image draws the art as a 300×534 card and, veiled, behind everything: one portrait size serves both.
  const [width, height] = frame.kind === 'og' ? [300, 534] : [frame.width, frame.height];
  try {
    const jpeg = await sharp(art, { limitInputPixels: 40_000_000 }).rotate().resize(width, height, { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return null;
  }
}

/** The cover photo at the size of its box (cover-fit), as a data: URI; null without one or when sharp cannot read it. */
async function photoDataUri(photo: Uint8Array | null | undefined, frame: CoverFrame): Promise<string | null> {
  if (!photo) return null;
  const box = photoBox(frame);
  try {
    const jpeg = await sharp(photo, { limitInputPixels: 40_000_000 }).rotate().resize(box.width, box.height, { fit: 'cover' }).jpeg({ quality: 86 }).toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return null;
  }
}

const escapeXmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function renderCover(input: CoverRenderInput): Promise<Uint8Array> {
  const [art, photo] = await Promise.all([artDataUri(input.art, input.frame), photoDataUri(input.photo, input.frame)]);
  const fonts = fontsFor(input.text).filter((font) => !input.withoutFonts?.includes(font));
  // As cleanText draws them (an emoji ❤ is drawn as ♥).
  const drawn = `${cleanText([input.text.label, input.text.title, input.text.date, input.text.venue].join(' '))}…`;
  // The CJK font (10 MB) is cut to the characters drawn: resvg reads its fonts again on every render.
  const fontFiles = fonts.flatMap((font) => (font === 'cjk' ? COVER_FONT_FILES.cjk.map((file) => subsetFontFile(file, drawn)) : COVER_FONT_FILES[font]));
  const fontOptions = { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Playfair Display' };
  // A line with a symbol is laid out in runs (cover-svg.ts symbolLine): each run's width as resvg draws it.
  const measure: MeasureText = (value, family, size, bold) => {
    const probe = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400"><text x="0" y="200" font-family="${family}" font-size="${size}"${bold ? ' font-weight="700"' : ''}>${escapeXmlText(value)}</text></svg>`;
    const box = new Resvg(probe, { font: fontOptions }).getBBox();
    return box ? box.x + box.width : 0;
  };
  const svg = coverSvg(input.text, input.frame, art, photo, measure);
  const resvg = new Resvg(svg, {
    font: fontOptions,
    fitTo: { mode: 'width', value: input.frame.width },
    shapeRendering: 2,
    textRendering: 1,
  });
  const image = resvg.render();
  const jpeg = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: COVER_JPEG_QUALITY })
    .toBuffer();
  // A plain Uint8Array crosses the thread boundary without Buffer's pooled backing store.
  return new Uint8Array(jpeg);
}

/** The worker's entry (Piscina calls the default export). */
export default function run(input: CoverRenderInput): Promise<Uint8Array> {
  return renderCover(input);
}
