import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A TrueType font cut down to the characters one cover draws (for Noto Sans SC: 10 MB, 65,000
 * glyphs). resvg-js reads and parses every font file again for each render, and the whole CJK font
 * made a Chinese cover take seconds; its subset of a few dozen glyphs loads in a millisecond.
 *
 * Glyph ids are kept (unused glyphs become empty), so composite glyphs and hmtx need no rewriting;
 * the cmap is rebuilt (format 12) with only the characters asked for; shaping tables (GSUB, GPOS)
 * and vertical metrics are dropped: Chinese text needs no shaping. Only for glyf fonts (not CFF).
 */

interface Table {
  tag: string;
  offset: number;
  length: number;
}

function tablesOf(font: Buffer): Map<string, Table> {
  const count = font.readUInt16BE(4);
  const tables = new Map<string, Table>();
  for (let i = 0; i < count; i += 1) {
    const at = 12 + i * 16;
    tables.set(font.toString('latin1', at, at + 4), { tag: font.toString('latin1', at, at + 4), offset: font.readUInt32BE(at + 8), length: font.readUInt32BE(at + 12) });
  }
  return tables;
}

const slice = (font: Buffer, table: Table | undefined) => {
  if (!table) throw new Error('font table missing');
  return font.subarray(table.offset, table.offset + table.length);
};

/** code point → glyph id, from the font's format 4 or 12 cmap (Windows Unicode). */
function glyphLookup(cmap: Buffer): (codePoint: number) => number {
  const count = cmap.readUInt16BE(2);
  let format4 = -1;
  let format12 = -1;
  for (let i = 0; i < count; i += 1) {
    const at = 4 + i * 8;
    const platform = cmap.readUInt16BE(at);
    const offset = cmap.readUInt32BE(at + 4);
    const format = cmap.readUInt16BE(offset);
    if (platform !== 3 && platform !== 0) continue;
    if (format === 12) format12 = offset;
    if (format === 4) format4 = offset;
  }
  if (format12 >= 0) {
    const groups = cmap.readUInt32BE(format12 + 12);
    return (cp) => {
      let lo = 0;
      let hi = groups - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const at = format12 + 16 + mid * 12;
        const start = cmap.readUInt32BE(at);
        const end = cmap.readUInt32BE(at + 4);
        if (cp < start) hi = mid - 1;
        else if (cp > end) lo = mid + 1;
        else return cmap.readUInt32BE(at + 8) + (cp - start);
      }
      return 0;
    };
  }
  if (format4 < 0) throw new Error('no usable cmap');
  const segX2 = cmap.readUInt16BE(format4 + 6);
  const ends = format4 + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  return (cp) => {
    if (cp > 0xffff) return 0;
    for (let i = 0; i < segX2; i += 2) {
      if (cp > cmap.readUInt16BE(ends + i)) continue;
      const start = cmap.readUInt16BE(starts + i);
      if (cp < start) return 0;
      const delta = cmap.readInt16BE(deltas + i);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + i);
      if (rangeOffset === 0) return (cp + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(rangeOffsets + i + rangeOffset + (cp - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

function pad4(buffer: Buffer): Buffer {
  const extra = (4 - (buffer.length % 4)) % 4;
  return extra ? Buffer.concat([buffer, Buffer.alloc(extra)]) : buffer;
}

/** The subset as a font file's bytes. */
export function subsetFont(font: Buffer, text: string): Buffer {
  const tables = tablesOf(font);
  const head = Buffer.from(slice(font, tables.get('head')));
  const maxp = slice(font, tables.get('maxp'));
  const numGlyphs = maxp.readUInt16BE(4);
  const longLoca = head.readInt16BE(50) === 1;
  const loca = slice(font, tables.get('loca'));
  const glyf = slice(font, tables.get('glyf'));
  const glyphRange = (gid: number): [number, number] =>
    longLoca ? [loca.readUInt32BE(gid * 4), loca.readUInt32BE(gid * 4 + 4)] : [loca.readUInt16BE(gid * 2) * 2, loca.readUInt16BE(gid * 2 + 2) * 2];

  const lookup = glyphLookup(slice(font, tables.get('cmap')));
  const mapping = new Map<number, number>();
  for (const char of new Set([...text, ' '])) {
    const cp = char.codePointAt(0) ?? 0;
    const gid = lookup(cp);
    if (gid > 0 && gid < numGlyphs) mapping.set(cp, gid);
  }

  // The glyphs drawn, .notdef, and every component of a composite glyph.
  const keep = new Set<number>([0]);
  const queue = [...mapping.values()];
  while (queue.length) {
    const gid = queue.pop() as number;
    if (keep.has(gid)) continue;
    keep.add(gid);
    const [start, end] = glyphRange(gid);
    if (end - start < 10 || glyf.readInt16BE(start) >= 0) continue;
    let at = start + 10;
    for (;;) {
      const flags = glyf.readUInt16BE(at);
      queue.push(glyf.readUInt16BE(at + 2));
      at += 4 + (flags & 0x0001 ? 4 : 2) + (flags & 0x0008 ? 2 : flags & 0x0040 ? 4 : flags & 0x0080 ? 8 : 0);
      if (!(flags & 0x0020)) break;
    }
  }

  const glyphParts: Buffer[] = [];
  const newLoca = Buffer.alloc((numGlyphs + 1) * 4);
  let offset = 0;
  for (let gid = 0; gid < numGlyphs; gid += 1) {
    newLoca.writeUInt32BE(offset, gid * 4);
    if (!keep.has(gid)) continue;
    const [start, end] = glyphRange(gid);
    const data = pad4(Buffer.from(glyf.subarray(start, end)));
    glyphParts.push(data);
    offset += data.length;
  }
  newLoca.writeUInt32BE(offset, numGlyphs * 4);
  head.writeInt16BE(1, 50);
  head.writeUInt32BE(0, 8);

  const pairs = [...mapping.entries()].sort((a, b) => a[0] - b[0]);
  const cmap = Buffer.alloc(4 + 8 + 16 + pairs.length * 12);
  cmap.writeUInt16BE(0, 0);
  cmap.writeUInt16BE(1, 2);
  cmap.writeUInt16BE(3, 4);
  cmap.writeUInt16BE(10, 6);
  cmap.writeUInt32BE(12, 8);
  cmap.writeUInt16BE(12, 12);
  cmap.writeUInt32BE(16 + pairs.length * 12, 16);
  cmap.writeUInt32BE(pairs.length, 24);
  pairs.forEach(([cp, gid], i) => {
    cmap.writeUInt32BE(cp, 28 + i * 12);
    cmap.writeUInt32BE(cp, 32 + i * 12);
    cmap.writeUInt32BE(gid, 36 + i * 12);
  });

  const post = Buffer.from(slice(font, tables.get('post')).subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);

  const out: [string, Buffer][] = [
    ['OS/2', slice(font, tables.get('OS/2'))],
    ['cmap', cmap],
    ['glyf', Buffer.concat(glyphParts)],
    ['head', head],
    ['hhea', slice(font, tables.get('hhea'))],
    ['hmtx', slice(font, tables.get('hmtx'))],
    ['loca', newLoca],
    ['maxp', maxp],
    ['name', slice(font, tables.get('name'))],
    ['post', post],
  ];
  const directory = Buffer.alloc(12 + out.length * 16);
  directory.writeUInt32BE(0x00010000, 0);
  directory.writeUInt16BE(out.length, 4);
  let at = directory.length;
  const bodies: Buffer[] = [];
  out.forEach(([tag, data], i) => {
    const record = 12 + i * 16;
    directory.write(tag, record, 'latin1');
    directory.writeUInt32BE(0, record + 4);
    directory.writeUInt32BE(at, record + 8);
    directory.writeUInt32BE(data.length, record + 12);
    const padded = pad4(Buffer.from(data));
    bodies.push(padded);
    at += padded.length;
  });
  return Buffer.concat([directory, ...bodies]);
}

const sources = new Map<string, Buffer>();
const SUBSET_DIR = path.join(os.tmpdir(), `jemputan-cover-fonts-${process.getuid?.() ?? 'user'}`);

/**
 * A file holding `fontFile` cut down to `text`'s characters (resvg takes font files by path): made
 * once per character set, in the temporary folder, and reused. The source font stays in memory.
 */
export function subsetFontFile(fontFile: string, text: string): string {
  const chars = [...new Set(text)].sort().join('');
  const name = `${path.basename(fontFile, '.ttf')}-${createHash('sha256').update(chars).digest('hex').slice(0, 16)}.ttf`;
  const file = path.join(SUBSET_DIR, name);
  if (fs.existsSync(file)) return file;
  let source = sources.get(fontFile);
  if (!source) {
    source = fs.readFileSync(fontFile);
    sources.set(fontFile, source);
  }
  fs.mkdirSync(SUBSET_DIR, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(tmp, subsetFont(source, chars), { mode: 0o600 });
  fs.renameSync(tmp, file);
  return file;
}
