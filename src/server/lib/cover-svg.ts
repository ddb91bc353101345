/**
 * The cover as an SVG (issue 19): the template's art as the background, a translucent panel in the
 * invitation's colours, and the event type, names, date and venue centred on it. resvg draws it
 * (cover-render.ts) with our own font files, so what is written here is what every render looks like.
 * Pure: no I/O, no fonts; text is measured with per-character estimates (resvg shapes it later) and
 * wrapped and shrunk to fit, then cut with an ellipsis if it still does not.
 *
 * Change the cover's look here (sizes, panel, flourish, og layout), and bump COVER_RENDER_VERSION
 * so every stored render is drawn again (it is part of each render's hash and storage key).
 */

export const COVER_RENDER_VERSION = 3;

export interface CoverText {
  /** The event type in the invitation's language ("Walimatul Urus", "婚礼"…). */
  label: string;
  /** The names (the invitation's event name as plain text). */
  title: string;
  /** The date as the guest page writes it, or ''. */
  date: string;
  venue: string;
  colors: {
    label: string;
    title: string;
    date: string;
    venue: string;
    /** Behind the text (translucent over the art). */
    panel: string;
    /** Flourish lines. */
    accent: string;
    /** Background when there is no art: a gradient of the two. */
    primary: string;
    secondary: string;
  };
}

export type CoverKind = 'thumb' | 'og';

export interface CoverFrame {
  kind: CoverKind;
  width: number;
  height: number;
}

export const FONT_FAMILIES = {
  latin: 'Playfair Display',
  cjk: 'Noto Sans SC',
  tamil: 'Noto Sans Tamil',
} as const;
export type CoverFont = keyof typeof FONT_FAMILIES;

const TAMIL = /[\u0B80-\u0BFF]/;
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/;
/** Symbols hosts put in names (♥ ♡ ★ ♪ …) that Playfair and Noto Sans Tamil lack and Noto Sans SC draws. */
const SYMBOL = /[\u2190-\u21FF\u2460-\u24FF\u25A0-\u26FF]/;

/** Which of our fonts the text needs (Playfair always: digits, Latin, the fallback). */
export function fontsFor(text: CoverText): CoverFont[] {
  const all = cleanText([text.label, text.title, text.date, text.venue].join(' '));
  const fonts: CoverFont[] = ['latin'];
  // The CJK font is cut to the characters drawn (cover-render.ts), so a ♥ alone costs a glyph, not 10 MB.
  if (CJK.test(all) || SYMBOL.test(all)) fonts.push('cjk');
  if (TAMIL.test(all)) fonts.push('tamil');
  return fonts;
}

/** A run in its script's font first (so Tamil shapes as one run), Playfair for what that font lacks. */
function familyOf(text: string): string {
  if (TAMIL.test(text)) return `'${FONT_FAMILIES.tamil}', '${FONT_FAMILIES.latin}'`;
  if (CJK.test(text) || SYMBOL.test(text)) return `'${FONT_FAMILIES.cjk}', '${FONT_FAMILIES.latin}'`;
  return `'${FONT_FAMILIES.latin}'`;
}

/** The drawn width of `text` in px as resvg lays it out with our fonts (cover-render.ts measures it). */
export type MeasureText = (text: string, family: string, size: number, bold: boolean) => number;

/**
 * A line with a symbol (the ♥ in "பிரியா ♥ அர்ஜுன்") as separate <text> runs side by side, the
 * symbol's in Noto Sans SC, which has it: resvg shapes a Tamil line as one run in the Tamil font, which
 * has no ♥ (a box), and a <tspan> of another font inside Tamil text is drawn misplaced or not at all.
 * The runs are placed from resvg's own measure of each.
 */
function symbolLine(line: string, cx: number, baseline: number, attributes: string, size: number, bold: boolean, measure: MeasureText): string {
  const runs = line.split(new RegExp(`(${SYMBOL.source})`, 'u')).filter((run) => run !== '');
  const gap = 0.28 * size;
  const pieces = runs
    .map((run) => ({ text: run.trim(), before: /^\s/.test(run), after: /\s$/.test(run), symbol: SYMBOL.test(run) }))
    .filter((piece) => piece.text !== '')
    .map((piece) => {
      const family = piece.symbol ? `'${FONT_FAMILIES.cjk}'` : familyOf(piece.text);
      const weight = piece.symbol ? false : bold;
      return { ...piece, family, weight, width: measure(piece.text, family, size, weight) };
    });
  const total = pieces.reduce((sum, piece, i) => sum + piece.width + (i > 0 && (piece.before || pieces[i - 1]!.after) ? gap : 0), 0);
  let x = cx - total / 2;
  return pieces
    .map((piece, i) => {
      if (i > 0 && (piece.before || pieces[i - 1]!.after)) x += gap;
      const out = `<text x="${x.toFixed(1)}" y="${baseline.toFixed(1)}" font-family="${piece.family}" font-size="${size}"${piece.weight ? ' font-weight="700"' : ''}${attributes}>${escapeXml(piece.text)}</text>`;
      x += piece.width;
      return out;
    })
    .join('');
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Control characters and invisible formatting would draw as boxes; line breaks become spaces. */
export function cleanText(value: string): string {
  return value
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ')
    // The emoji heart (no font of ours has it) as the text heart; emoji selectors draw nothing.
    .replace(/\u2764/g, '\u2665')
    .replace(/[\uFE0E\uFE0F]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Estimated advance of one character in em (Playfair's Latin, Noto's CJK and Tamil). */
function charEm(char: string, bold: boolean): number {
  let em: number;
  if (CJK.test(char)) em = 1;
  else if (TAMIL.test(char)) em = /[\u0BBE-\u0BCD\u0BD7\u0B82]/.test(char) ? 0.32 : 0.7;
  else if (char === ' ') em = 0.26;
  else if (/[A-Z]/.test(char)) em = 0.7;
  else if (/[a-z]/.test(char)) em = 0.52;
  else if (/[0-9]/.test(char)) em = 0.58;
  else if (/[.,:;'’!|]/.test(char)) em = 0.28;
  else if (/[\p{L}]/u.test(char)) em = 0.62;
  else em = 0.5;
  return bold ? em * 1.06 : em;
}

export function textWidth(text: string, size: number, { bold = false, spacingEm = 0 } = {}): number {
  let width = 0;
  for (const char of text) width += (charEm(char, bold) + spacingEm) * size;
  return width;
}

interface Fitted {
  lines: string[];
  size: number;
}

/**
 * Wraps `text` into at most `maxLines` lines of `maxWidth`, starting at `size` and shrinking (to
 * `minSize`) until it fits; what still does not fit ends in an ellipsis.
 */
export function fitText(text: string, options: { size: number; minSize: number; maxWidth: number; maxLines: number; bold?: boolean; spacingEm?: number }): Fitted {
  const measure = (value: string, size: number) => textWidth(value, size, options);
  // Lines break at spaces; a word too wide for a line alone breaks between its CJK characters.
  const wrap = (size: number): string[] => {
    const lines: string[] = [];
    let line = '';
    const add = (piece: string, joiner: string) => {
      const candidate = line ? `${line}${joiner}${piece}` : piece;
      if (!line || measure(candidate, size) <= options.maxWidth) line = candidate;
      else {
        lines.push(line);
        line = piece;
      }
    };
    for (const word of text.split(' ').filter(Boolean)) {
      if (measure(word, size) <= options.maxWidth || !CJK.test(word)) add(word, ' ');
      else [...word].forEach((char, i) => add(char, i === 0 ? ' ' : ''));
    }
    if (line) lines.push(line);
    return lines;
  };
  let size = options.size;
  for (;;) {
    const lines = wrap(size);
    const fits = lines.length <= options.maxLines && lines.every((line) => measure(line, size) <= options.maxWidth);
    if (fits || size <= options.minSize) {
      if (fits) return { lines, size };
      return { lines: ellipsize(lines, options.maxLines, (value) => measure(value, size) <= options.maxWidth), size };
    }
    size = Math.max(options.minSize, Math.round(size * 0.9));
  }
}

function ellipsize(lines: string[], maxLines: number, fits: (value: string) => boolean): string[] {
  const kept = lines.slice(0, maxLines);
  const cut = lines.length > maxLines || !fits(kept[kept.length - 1] ?? '');
  if (!cut) return kept;
  const chars = [...(kept[kept.length - 1] ?? '')];
  while (chars.length && !fits(`${chars.join('').trimEnd()}…`)) chars.pop();
  kept[kept.length - 1] = `${chars.join('').trimEnd()}…`;
  // A single over-long word on an earlier line is cut too.
  return kept.map((line) => {
    if (fits(line)) return line;
    const letters = [...line];
    while (letters.length && !fits(`${letters.join('')}…`)) letters.pop();
    return `${letters.join('')}…`;
  });
}

interface Block {
  lines: string[];
  size: number;
  color: string;
  bold?: boolean;
  spacingEm?: number;
  /** Space above the block, in px. */
  gapBefore: number;
  lineHeight: number;
  opacity?: number;
}

function blockHeight(block: Block): number {
  return block.gapBefore + block.lines.length * block.size * block.lineHeight;
}

/** The text blocks, centred on `cx`, starting at `top`. */
function drawBlocks(blocks: (Block | { flourish: true; gapBefore: number; width: number; color: string })[], cx: number, top: number, measure?: MeasureText): string {
  let y = top;
  const out: string[] = [];
  for (const block of blocks) {
    y += block.gapBefore;
    if ('flourish' in block) {
      const half = block.width / 2;
      const d = Math.max(3, block.width / 22);
      out.push(
        `<g stroke="${block.color}" fill="${block.color}" opacity="0.85"><line x1="${cx - half}" y1="${y}" x2="${cx - d * 2}" y2="${y}" stroke-width="${Math.max(1, d / 3)}"/>` +
          `<line x1="${cx + d * 2}" y1="${y}" x2="${cx + half}" y2="${y}" stroke-width="${Math.max(1, d / 3)}"/>` +
          `<path d="M${cx} ${y - d}L${cx + d} ${y}L${cx} ${y + d}L${cx - d} ${y}Z" stroke="none"/></g>`,
      );
      continue;
    }
    for (const line of block.lines) {
      const baseline = y + block.size * (block.lineHeight / 2 + 0.34);
      if (measure && SYMBOL.test(line) && !block.spacingEm) {
        const paint = ` fill="${block.color}"${block.opacity ? ` fill-opacity="${block.opacity}"` : ''}`;
        out.push(symbolLine(line, cx, baseline, paint, block.size, Boolean(block.bold), measure));
        y += block.size * block.lineHeight;
        continue;
      }
      out.push(
        `<text x="${cx}" y="${baseline.toFixed(1)}" text-anchor="middle" font-family="${familyOf(line)}" font-size="${block.size}"` +
          `${block.bold ? ' font-weight="700"' : ''}${block.spacingEm ? ` letter-spacing="${(block.spacingEm * block.size).toFixed(1)}"` : ''}` +
          ` fill="${block.color}"${block.opacity ? ` fill-opacity="${block.opacity}"` : ''}>${escapeXml(line)}</text>`,
      );
      y += block.size * block.lineHeight;
    }
  }
  return out.join('');
}

type FlourishBlock = { flourish: true; gapBefore: number; width: number; color: string };

/** The label, flourish, names, flourish, date and venue, fitted into `maxWidth` at `scale`. */
function textBlocks(text: CoverText, scale: number, maxWidth: number, titleLines: number): (Block | FlourishBlock)[] {
  const label = cleanText(text.label);
  const title = cleanText(text.title);
  const date = cleanText(text.date);
  const venue = cleanText(text.venue);
  // Spaced capitals for Latin labels only: spacing would pull a Tamil cluster apart.
  const latinLabel = !CJK.test(label) && !TAMIL.test(label);
  const upper = latinLabel ? label.toUpperCase() : label;
  const spacingEm = latinLabel ? 0.18 : 0;
  const blocks: (Block | FlourishBlock)[] = [];
  if (upper) {
    const fitted = fitText(upper, { size: Math.round((latinLabel ? 17 : 19) * scale), minSize: Math.round(13 * scale), maxWidth, maxLines: 1, spacingEm });
    blocks.push({ ...fitted, color: text.colors.label, spacingEm, gapBefore: 0, lineHeight: 1.3 });
  }
  blocks.push({ flourish: true, gapBefore: Math.round((upper ? 22 : 0) * scale), width: Math.round(120 * scale), color: text.colors.accent });
  if (title) {
    const fitted = fitText(title, { size: Math.round(56 * scale), minSize: Math.round(28 * scale), maxWidth, maxLines: titleLines, bold: true });
    blocks.push({ ...fitted, color: text.colors.title, bold: true, gapBefore: Math.round(20 * scale), lineHeight: 1.18 });
  }
  blocks.push({ flourish: true, gapBefore: Math.round(24 * scale), width: Math.round(120 * scale), color: text.colors.accent });
  if (date) {
    const fitted = fitText(date, { size: Math.round(22 * scale), minSize: Math.round(16 * scale), maxWidth, maxLines: 2 });
    blocks.push({ ...fitted, color: text.colors.date, gapBefore: Math.round(26 * scale), lineHeight: 1.3 });
  }
  if (venue) {
    const fitted = fitText(venue, { size: Math.round(19 * scale), minSize: Math.round(14 * scale), maxWidth, maxLines: 2 });
    blocks.push({ ...fitted, color: text.colors.venue, gapBefore: Math.round((date ? 10 : 26) * scale), lineHeight: 1.3, opacity: 0.9 });
  }
  return blocks;
}

const totalHeight = (blocks: (Block | FlourishBlock)[]) => blocks.reduce((sum, block) => sum + ('flourish' in block ? block.gapBefore : blockHeight(block)), 0);

function background(frame: CoverFrame, text: CoverText, art: string | null, x = 0, y = 0, width = frame.width, height = frame.height): string {
  if (art) return `<image href="${art}" x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#bg)"/>`;
}

/** Where the cover photo is drawn: the og image's portrait card, or an arch at the top of a thumbnail (4:5, as on the guest page). */
export function photoBox(frame: CoverFrame): { x: number; y: number; width: number; height: number } {
  if (frame.kind === 'og') return { x: 56, y: 48, width: 300, height: 534 };
  const width = Math.round(frame.width * 0.5);
  return { x: Math.round((frame.width - width) / 2), y: Math.round(frame.height * 0.07), width, height: Math.round(width * 1.25) };
}

/** An arch: a half circle over a rectangle, `inset` larger on every side. */
function archPath(box: { x: number; y: number; width: number; height: number }, inset = 0): string {
  const x = box.x - inset;
  const y = box.y - inset;
  const w = box.width + 2 * inset;
  const h = box.height + 2 * inset;
  const r = w / 2;
  return `M${x},${y + h}L${x},${y + r}A${r},${r} 0 0 1 ${x + w},${y + r}L${x + w},${y + h}Z`;
}

/**
 * Without a cover photo the og image's card is the template's art: the couple's names and the date
 * are written on it (a small cover, as the guest page's first screen shows it), so the card is never
 * an empty template frame.
 */
function cardText(text: CoverText, measure?: MeasureText): string {
  const title = cleanText(text.title);
  const date = cleanText(text.date);
  if (!title && !date) return '';
  const blocks: (Block | FlourishBlock)[] = [];
  if (title) blocks.push({ ...fitText(title, { size: 34, minSize: 20, maxWidth: 204, maxLines: 3, bold: true }), color: text.colors.title, bold: true, gapBefore: 0, lineHeight: 1.18 });
  blocks.push({ flourish: true, gapBefore: title ? 18 : 0, width: 90, color: text.colors.accent });
  if (date) blocks.push({ ...fitText(date, { size: 17, minSize: 13, maxWidth: 204, maxLines: 2 }), color: text.colors.date, gapBefore: 18, lineHeight: 1.3 });
  const content = totalHeight(blocks);
  const height = content + 56;
  const top = 48 + (534 - height) / 2;
  return (
    `<rect x="74" y="${top.toFixed(1)}" width="264" height="${height.toFixed(1)}" rx="16" fill="${text.colors.panel}" fill-opacity="0.82"/>` +
    drawBlocks(blocks, 206, top + 28, measure)
  );
}

/**
 * The whole SVG. `art` is the template's image as a data: URI (already resized), or null; `photo` the
 * host's cover photo the same way (sized to `photoBox`), or null.
 */
export function coverSvg(text: CoverText, frame: CoverFrame, art: string | null, photo: string | null = null, measure?: MeasureText): string {
  const { width: W, height: H } = frame;
  const box = photoBox(frame);
  const defs =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${text.colors.primary}"/>` +
    `<stop offset="1" stop-color="${text.colors.secondary}"/></linearGradient>` +
    (frame.kind === 'og' ? `<clipPath id="card"><rect x="56" y="48" width="300" height="534" rx="18"/></clipPath>` : '') +
    (frame.kind === 'thumb' && photo ? `<clipPath id="arch"><path d="${archPath(box)}"/></clipPath>` : '') +
    '</defs>';
  const photoImage = photo ? `<image href="${photo}" x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" preserveAspectRatio="xMidYMid slice"/>` : '';
  let body: string;
  if (frame.kind === 'thumb') {
    const scale = W / 540;
    const panelWidth = Math.round(W * 0.8);
    const blocks = textBlocks(text, scale, panelWidth - Math.round(56 * scale), 3);
    const content = totalHeight(blocks);
    const pad = Math.round(40 * scale);
    // With a photo, the text panel sits under its arch; without, in the middle.
    const top = photo ? box.y + box.height + Math.round(24 * scale) : pad;
    const panelHeight = Math.min(H - top - pad, content + 2 * pad);
    const panelTop = photo ? top : Math.round((H - panelHeight) / 2);
    body =
      background(frame, text, art) +
      (photo
        ? `<path d="${archPath(box, Math.round(6 * scale))}" fill="${text.colors.panel}" fill-opacity="0.9"/><g clip-path="url(#arch)">${photoImage}</g>`
        : '') +
      `<rect x="${(W - panelWidth) / 2}" y="${panelTop}" width="${panelWidth}" height="${panelHeight}" rx="${Math.round(22 * scale)}" fill="${text.colors.panel}" fill-opacity="0.8"/>` +
      drawBlocks(blocks, W / 2, panelTop + (panelHeight - content) / 2, measure);
  } else {
    // Link preview: the art full-bleed under a veil, the portrait card on the left, the text on the right.
    const left = 400;
    const area = W - left - 48;
    const blocks = textBlocks(text, 1.3, area - 40, 2);
    const content = totalHeight(blocks);
    body =
      background(frame, text, art) +
      `<rect width="${W}" height="${H}" fill="${text.colors.panel}" fill-opacity="0.84"/>` +
      `<rect x="50" y="42" width="312" height="546" rx="22" fill="#ffffff" fill-opacity="0.7"/>` +
      // The card shows the couple when there is a cover photo, else the art.
      `<g clip-path="url(#card)">${photo ? photoImage : background(frame, text, art, 56, 48, 300, 534)}</g>` +
      (photo ? '' : cardText(text, measure)) +
      drawBlocks(blocks, left + area / 2, Math.max(24, (H - content) / 2), measure);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}</svg>`;
}
