import { constants as zlibConstants, inflateSync } from 'node:zlib';

/**
 * A PDF scanner for uploaded receipts. It reads every stream a viewer could read (decoding the
 * filters a viewer would apply), looks for active content in the file and in every decoded
 * stream, and refuses what it cannot fully read. Its work is linear in the input plus the bytes
 * it decodes: every pass counts the bytes it looks at in `examined`, and a budget on that count
 * (and on decoded bytes) turns anything more into "unreadable". Pure and synchronous: callers run
 * it off the main thread (see worker-pool.ts).
 */

export type PdfScanVerdict = 'clean' | 'active' | 'unreadable';

export interface PdfScanResult {
  verdict: PdfScanVerdict;
  /** Why: the active name found, or what could not be read (for logs, not for users). */
  reason?: string;
  /** Bytes looked at by every pass, decoder input and output included (the linearity proof). */
  examined: number;
  /** Bytes produced by decoders, every stage of a chain counted. */
  decoded: number;
}

/** Decoded bytes looked at per receipt: enough for any receipt; a zip bomb stops here (and is refused). */
export const MAX_DECODED_BYTES = 20 * 1024 * 1024;
/** Work allowed per byte of input or decoded output; a plain PDF needs about 3. */
export const EXAMINED_PER_BYTE = 4;
/** Streams inside decoded streams inside…: object streams nest, but never this deep in a real file. */
const MAX_DEPTH = 4;

/**
 * PDF names that make a viewer run, send or open something: scripts (also those an /OpenAction
 * points at), launching programs, embedded files, rich media, XFA forms, form submission. A bank
 * receipt needs none of them, so such a PDF is refused. A plain /OpenAction (a zoom level) is fine.
 * A name matches when it starts with one of these and the next character is not a word character
 * (the `\b` of the regular expressions this replaced).
 */
export const ACTIVE_PDF_NAMES = ['JavaScript', 'JS', 'Launch', 'EmbeddedFiles', 'EmbeddedFile', 'RichMedia', 'XFA', 'SubmitForm', 'ImportData'];

/** Image codecs: their output is pixels, which cannot carry PDF objects, so they are not decoded (last filter only). */
const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);
const FILTER_ALIASES: Record<string, string> = { Fl: 'FlateDecode', AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode', LZW: 'LZWDecode', RL: 'RunLengthDecode' };

class Unreadable extends Error {}
class Active extends Error {}

const isWhite = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;
/** PDF delimiters: ( ) < > [ ] { } / % */
const isDelimiter = (b: number) => b === 0x28 || b === 0x29 || b === 0x3c || b === 0x3e || b === 0x5b || b === 0x5d || b === 0x7b || b === 0x7d || b === 0x2f || b === 0x25;
const isRegular = (b: number) => !isWhite(b) && !isDelimiter(b);
const isWordChar = (c: string) => /[A-Za-z0-9_]/.test(c);
const hexValue = (b: number) => (b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x41 && b <= 0x46 ? b - 0x37 : b >= 0x61 && b <= 0x66 ? b - 0x57 : -1);

const matchesAt = (bytes: Uint8Array, at: number, word: string) => {
  if (at < 0 || at + word.length > bytes.length) return false;
  for (let i = 0; i < word.length; i += 1) if (bytes[at + i] !== word.charCodeAt(i)) return false;
  return true;
};

/** Reads the name starting after the `/` at `slash`, with #xx escapes undone; returns it and where it ends. */
function readName(bytes: Uint8Array, slash: number): { name: string; end: number } {
  let name = '';
  let i = slash + 1;
  while (i < bytes.length && isRegular(bytes[i]!)) {
    const b = bytes[i]!;
    if (b === 0x23 && i + 2 < bytes.length && hexValue(bytes[i + 1]!) >= 0 && hexValue(bytes[i + 2]!) >= 0) {
      name += String.fromCharCode(hexValue(bytes[i + 1]!) * 16 + hexValue(bytes[i + 2]!));
      i += 3;
    } else {
      name += String.fromCharCode(b);
      i += 1;
    }
  }
  return { name, end: i };
}

function activeName(name: string): string | null {
  for (const marker of ACTIVE_PDF_NAMES) {
    if (name.startsWith(marker) && !isWordChar(name.charAt(marker.length))) return marker;
  }
  return null;
}

/** Where the single forward pass found streams: `stream` keywords after a dictionary, `endstream`s, and `obj`s. */
interface Layout {
  /** Index of each `stream` keyword that follows `>>`, and where its data starts (after the EOL). */
  streams: { keyword: number; dataStart: number }[];
  endstreams: number[];
  objs: number[];
}

/** One pass over `bytes`: names checked for active content (throws Active) and the stream layout noted. */
function firstPass(bytes: Uint8Array, counter: { examined: number }): Layout {
  const layout: Layout = { streams: [], endstreams: [], objs: [] };
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b === 0x2f) {
      const { name, end } = readName(bytes, i);
      const marker = activeName(name);
      if (marker) throw new Active(`/${marker}`);
      i = end;
      continue;
    }
    // Keywords start after a non-regular byte: `stream` (not the end of `endstream`), `endstream`, `obj` (not `endobj`).
    const starts = i === 0 || !isRegular(bytes[i - 1]!);
    if (starts && b === 0x73 && matchesAt(bytes, i, 'stream')) {
      const after = i + 6;
      const eol = bytes[after] === 0x0d && bytes[after + 1] === 0x0a ? 2 : bytes[after] === 0x0a || bytes[after] === 0x0d ? 1 : 0;
      if (eol > 0 && followsDictionary(bytes, i)) layout.streams.push({ keyword: i, dataStart: after + eol });
    } else if (starts && b === 0x65 && matchesAt(bytes, i, 'endstream') && (i + 9 === bytes.length || !isRegular(bytes[i + 9]!))) {
      layout.endstreams.push(i);
    } else if (starts && b === 0x6f && matchesAt(bytes, i, 'obj') && (i + 3 === bytes.length || !isRegular(bytes[i + 3]!))) {
      layout.objs.push(i);
    }
    i += 1;
  }
  counter.examined += bytes.length;
  return layout;
}

/** True when only whitespace separates `>>` from the keyword at `at` (looks back over whitespace only). */
function followsDictionary(bytes: Uint8Array, at: number): boolean {
  let j = at - 1;
  // Whitespace runs between dictionaries and keywords are short; a long one is not a stream dictionary.
  const stop = Math.max(0, at - 256);
  while (j >= stop && isWhite(bytes[j]!)) j -= 1;
  return j >= 1 && bytes[j] === 0x3e && bytes[j - 1] === 0x3e;
}

type Token = { kind: 'name'; value: string } | { kind: 'number'; value: number } | { kind: 'open' } | { kind: 'close' } | { kind: 'other'; value: string };

/** The tokens of a stream dictionary's text: enough to read /Filter, /DecodeParms entries and /Length. */
function tokens(bytes: Uint8Array, from: number, to: number, counter: { examined: number }): Token[] {
  const out: Token[] = [];
  let i = from;
  while (i < to) {
    const b = bytes[i]!;
    if (isWhite(b)) i += 1;
    else if (b === 0x2f) {
      const { name, end } = readName(bytes.subarray(0, to), i);
      out.push({ kind: 'name', value: name });
      i = end;
    } else if (b === 0x5b) {
      out.push({ kind: 'open' });
      i += 1;
    } else if (b === 0x5d) {
      out.push({ kind: 'close' });
      i += 1;
    } else if (isRegular(b)) {
      let j = i;
      while (j < to && isRegular(bytes[j]!)) j += 1;
      const text = Buffer.from(bytes.subarray(i, j)).toString('latin1');
      out.push(/^[+-]?\d+$/.test(text) ? { kind: 'number', value: Number(text) } : { kind: 'other', value: text });
      i = j;
    } else {
      out.push({ kind: 'other', value: String.fromCharCode(b) });
      i += 1;
    }
  }
  counter.examined += to - from;
  return out;
}

interface StreamParams {
  filters: string[];
  length: number | null;
  predictor: number;
  columns: number;
  colors: number;
  bitsPerComponent: number;
  earlyChange: number;
}

/** Reads a stream dictionary's entries; anything ambiguous (a key twice, an indirect /Filter) is unreadable. */
function streamParams(list: Token[]): StreamParams {
  const seen = new Set<string>();
  const params: StreamParams = { filters: [], length: null, predictor: 1, columns: 1, colors: 1, bitsPerComponent: 8, earlyChange: 1 };
  const numberKeys = { Predictor: 'predictor', Columns: 'columns', Colors: 'colors', BitsPerComponent: 'bitsPerComponent', EarlyChange: 'earlyChange' } as const;
  for (let k = 0; k < list.length; k += 1) {
    const token = list[k]!;
    if (token.kind !== 'name') continue;
    const key = token.value;
    if (key !== 'Filter' && key !== 'Length' && !(key in numberKeys)) continue;
    if (seen.has(key)) throw new Unreadable(`/${key} given twice`);
    seen.add(key);
    const next = list[k + 1];
    if (key === 'Filter') {
      if (next?.kind === 'name') params.filters = [next.value];
      else if (next?.kind === 'open') {
        let j = k + 2;
        for (; list[j]?.kind === 'name'; j += 1) params.filters.push((list[j] as { value: string }).value);
        if (list[j]?.kind !== 'close') throw new Unreadable('/Filter array not made of names');
      } else throw new Unreadable('/Filter not a name or an array of names');
    } else if (key === 'Length') {
      // A direct length only: `12 0 R` is a reference, resolved by searching for endstream instead.
      const isReference = list[k + 2]?.kind === 'number' && list[k + 3]?.kind === 'other' && (list[k + 3] as { value: string }).value === 'R';
      if (next?.kind === 'number' && !isReference) params.length = next.value;
    } else {
      if (next?.kind !== 'number') throw new Unreadable(`/${key} not a number`);
      params[numberKeys[key as keyof typeof numberKeys]] = next.value;
    }
  }
  params.filters = params.filters.map((name) => FILTER_ALIASES[name] ?? name);
  return params;
}

/** The bytes of a stream: by its direct /Length when `endstream` follows there, else up to the next `endstream`. */
function streamData(bytes: Uint8Array, dataStart: number, length: number | null, nextEndstream: number | undefined): Uint8Array {
  if (length !== null && length >= 0 && dataStart + length <= bytes.length) {
    let j = dataStart + length;
    while (j < bytes.length && isWhite(bytes[j]!)) j += 1;
    if (matchesAt(bytes, j, 'endstream')) return bytes.subarray(dataStart, dataStart + length);
  }
  if (nextEndstream === undefined) throw new Unreadable('stream without endstream');
  let end = nextEndstream;
  // The EOL before `endstream` is not part of the data.
  if (end > dataStart && bytes[end - 1] === 0x0a) end -= 1;
  if (end > dataStart && bytes[end - 1] === 0x0d) end -= 1;
  return bytes.subarray(dataStart, end);
}

interface Budget {
  examined: number;
  decoded: number;
  input: number;
}

function spend(budget: Budget, produced: number): void {
  budget.decoded += produced;
  if (budget.decoded > MAX_DECODED_BYTES) throw new Unreadable('decoded bytes over budget');
}

function flate(data: Uint8Array, budget: Budget): Uint8Array {
  let result: { buffer: Buffer; engine: { bytesWritten: number } };
  try {
    // Strict: a truncated stream (or one a fake `endstream` cut short) is an error, not a partial read.
    result = inflateSync(data, { info: true, maxOutputLength: MAX_DECODED_BYTES - budget.decoded + 1, finishFlush: zlibConstants.Z_FINISH }) as unknown as typeof result;
  } catch {
    throw new Unreadable('broken or oversized Flate data');
  }
  // Bytes after the end of the compressed data could be read differently by a viewer: not accepted.
  for (let j = result.engine.bytesWritten; j < data.length; j += 1) if (!isWhite(data[j]!)) throw new Unreadable('data after the end of a Flate stream');
  return result.buffer;
}

function asciiHex(data: Uint8Array): Uint8Array {
  const out = Buffer.alloc(Math.ceil(data.length / 2));
  let n = 0;
  let high = -1;
  let i = 0;
  for (; i < data.length; i += 1) {
    const b = data[i]!;
    if (b === 0x3e) break;
    if (isWhite(b)) continue;
    const v = hexValue(b);
    if (v < 0) throw new Unreadable('not hexadecimal');
    if (high < 0) high = v;
    else {
      out[n++] = high * 16 + v;
      high = -1;
    }
  }
  if (i === data.length) throw new Unreadable('ASCIIHex without its end marker');
  if (high >= 0) out[n++] = high * 16;
  for (i += 1; i < data.length; i += 1) if (!isWhite(data[i]!)) throw new Unreadable('data after the ASCIIHex end marker');
  return out.subarray(0, n);
}

function ascii85(data: Uint8Array): Uint8Array {
  const out = Buffer.alloc(Math.ceil((data.length * 4) / 5) + 4 * data.length);
  let n = 0;
  const group: number[] = [];
  let i = 0;
  // Some writers keep the `<~` opening of Adobe's format.
  while (i < data.length && isWhite(data[i]!)) i += 1;
  if (data[i] === 0x3c && data[i + 1] === 0x7e) i += 2;
  let ended = false;
  for (; i < data.length; i += 1) {
    const b = data[i]!;
    if (isWhite(b)) continue;
    if (b === 0x7e) {
      if (data[i + 1] !== 0x3e) throw new Unreadable('broken ASCII85 end marker');
      ended = true;
      i += 2;
      break;
    }
    if (b === 0x7a && group.length === 0) {
      out.fill(0, n, n + 4);
      n += 4;
      continue;
    }
    if (b < 0x21 || b > 0x75) throw new Unreadable('not ASCII85');
    group.push(b - 0x21);
    if (group.length === 5) {
      const value = group.reduce((acc, digit) => acc * 85 + digit, 0);
      if (value > 0xffffffff) throw new Unreadable('ASCII85 group out of range');
      out.writeUInt32BE(value, n);
      n += 4;
      group.length = 0;
    }
  }
  if (!ended) throw new Unreadable('ASCII85 without its end marker');
  if (group.length === 1) throw new Unreadable('ASCII85 with a lone final character');
  if (group.length > 1) {
    const size = group.length - 1;
    while (group.length < 5) group.push(84);
    const value = group.reduce((acc, digit) => acc * 85 + digit, 0);
    const word = Buffer.alloc(4);
    word.writeUInt32BE(value >>> 0, 0);
    word.copy(out, n, 0, size);
    n += size;
  }
  for (; i < data.length; i += 1) if (!isWhite(data[i]!)) throw new Unreadable('data after the ASCII85 end marker');
  return out.subarray(0, n);
}

function lzw(data: Uint8Array, earlyChange: number, budget: Budget): Uint8Array {
  const limit = MAX_DECODED_BYTES - budget.decoded;
  const chunks: Buffer[] = [];
  let size = 0;
  // Table entries as (previous entry, last byte, length): an entry's bytes are rebuilt by walking back.
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Int32Array(4096);
  for (let c = 0; c < 256; c += 1) {
    prefix[c] = -1;
    suffix[c] = c;
    length[c] = 1;
  }
  let next = 258;
  let codeBits = 9;
  let previous = -1;
  let bitBuffer = 0;
  let bitCount = 0;
  let ended = false;
  const entryBytes = (code: number) => {
    const bytes = Buffer.alloc(length[code]!);
    for (let c = code, k = length[code]! - 1; c >= 0; c = prefix[c]!, k -= 1) bytes[k] = suffix[c]!;
    return bytes;
  };
  for (let i = 0; i < data.length && !ended; i += 1) {
    bitBuffer = ((bitBuffer << 8) | data[i]!) & 0xffffff;
    bitCount += 8;
    while (bitCount >= codeBits) {
      const code = (bitBuffer >>> (bitCount - codeBits)) & ((1 << codeBits) - 1);
      bitCount -= codeBits;
      if (code === 256) {
        next = 258;
        codeBits = 9;
        previous = -1;
        continue;
      }
      if (code === 257) {
        ended = true;
        break;
      }
      let entry: Buffer;
      if (code < next && (code < 256 || code >= 258)) entry = entryBytes(code);
      else if (code === next && previous >= 0) {
        const head = entryBytes(previous);
        entry = Buffer.concat([head, head.subarray(0, 1)]);
      } else throw new Unreadable('bad LZW code');
      if (previous >= 0 && next < 4096) {
        prefix[next] = previous;
        suffix[next] = entry[0]!;
        length[next] = length[previous]! + 1;
        next += 1;
      }
      previous = code;
      if (next + earlyChange >= 1 << codeBits && codeBits < 12) codeBits += 1;
      size += entry.length;
      if (size > limit) throw new Unreadable('decoded bytes over budget');
      chunks.push(entry);
    }
  }
  return Buffer.concat(chunks, size);
}

function runLength(data: Uint8Array, budget: Budget): Uint8Array {
  const limit = MAX_DECODED_BYTES - budget.decoded;
  const chunks: Buffer[] = [];
  let size = 0;
  let i = 0;
  while (i < data.length) {
    const run = data[i]!;
    if (run === 128) {
      i += 1;
      break;
    }
    let chunk: Buffer;
    if (run < 128) {
      if (i + 1 + run + 1 > data.length) throw new Unreadable('RunLength data cut short');
      chunk = Buffer.from(data.subarray(i + 1, i + 2 + run));
      i += 2 + run;
    } else {
      if (i + 1 >= data.length) throw new Unreadable('RunLength data cut short');
      chunk = Buffer.alloc(257 - run, data[i + 1]!);
      i += 2;
    }
    size += chunk.length;
    if (size > limit) throw new Unreadable('decoded bytes over budget');
    chunks.push(chunk);
  }
  for (; i < data.length; i += 1) if (!isWhite(data[i]!)) throw new Unreadable('data after the RunLength end marker');
  return Buffer.concat(chunks, size);
}

/** Undoes a TIFF (2) or PNG (10–15) predictor, which would otherwise scramble names in the decoded bytes. */
function unpredict(data: Uint8Array, params: StreamParams): Uint8Array {
  const { predictor, columns, colors, bitsPerComponent: bits } = params;
  if (predictor === 1) return data;
  if (columns < 1 || colors < 1 || ![1, 2, 4, 8, 16].includes(bits)) throw new Unreadable('bad predictor parameters');
  const rowBytes = Math.ceil((columns * colors * bits) / 8);
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  if (predictor === 2) {
    if (bits !== 8) throw new Unreadable('TIFF predictor with other than 8 bits');
    const out = Buffer.from(data);
    for (let row = 0; row + rowBytes <= out.length; row += rowBytes) {
      for (let k = pixelBytes; k < rowBytes; k += 1) out[row + k] = (out[row + k]! + out[row + k - pixelBytes]!) & 0xff;
    }
    return out;
  }
  if (predictor < 10 || predictor > 15) throw new Unreadable('unknown predictor');
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  for (let r = 0; r < rows; r += 1) {
    const type = data[r * (rowBytes + 1)]!;
    const input = r * (rowBytes + 1) + 1;
    const at = r * rowBytes;
    for (let k = 0; k < rowBytes; k += 1) {
      const raw = data[input + k]!;
      const left = k >= pixelBytes ? out[at + k - pixelBytes]! : 0;
      const up = r > 0 ? out[at + k - rowBytes]! : 0;
      const upLeft = r > 0 && k >= pixelBytes ? out[at + k - rowBytes - pixelBytes]! : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else throw new Unreadable('unknown PNG predictor row type');
      out[at + k] = value & 0xff;
    }
  }
  return out;
}

/** Applies a stream's filters in order; null when the last one is an image codec (pixels: nothing to scan). */
function decodeStream(data: Uint8Array, params: StreamParams, budget: Budget): Uint8Array | null {
  let bytes = data;
  const predicted = params.filters.filter((name) => name === 'FlateDecode' || name === 'LZWDecode').length;
  if (params.predictor !== 1 && predicted !== 1) throw new Unreadable('predictor without exactly one Flate or LZW filter');
  for (const [index, filter] of params.filters.entries()) {
    budget.examined += bytes.length;
    if (IMAGE_FILTERS.has(filter)) {
      if (index === params.filters.length - 1) return null;
      throw new Unreadable(`image filter ${filter} before another filter`);
    }
    if (filter === 'FlateDecode') bytes = unpredict(flate(bytes, budget), params);
    else if (filter === 'LZWDecode') bytes = unpredict(lzw(bytes, params.earlyChange, budget), params);
    else if (filter === 'ASCIIHexDecode') bytes = asciiHex(bytes);
    else if (filter === 'ASCII85Decode') bytes = ascii85(bytes);
    else if (filter === 'RunLengthDecode') bytes = runLength(bytes, budget);
    else throw new Unreadable(`unknown filter ${filter}`);
    spend(budget, bytes.length);
    budget.examined += bytes.length;
  }
  return bytes;
}

/** Scans one buffer (the file, or a decoded stream) and, recursively, the streams in it. */
function scanBytes(bytes: Uint8Array, depth: number, budget: Budget): void {
  const layout = firstPass(bytes, budget);
  let end = 0;
  let obj = 0;
  let previousKeyword = 0;
  for (const stream of layout.streams) {
    // The next `endstream` after the data starts, and the last `obj` before the keyword: two
    // pointers moving forward only, so finding them is linear over all streams.
    while (end < layout.endstreams.length && layout.endstreams[end]! < stream.dataStart) end += 1;
    while (obj + 1 < layout.objs.length && layout.objs[obj + 1]! < stream.keyword) obj += 1;
    const lastObj = layout.objs[obj] !== undefined && layout.objs[obj]! < stream.keyword ? layout.objs[obj]! + 3 : 0;
    // The dictionary's text: from the object's start (or the previous stream keyword) to this keyword.
    const windowStart = Math.max(lastObj, previousKeyword);
    previousKeyword = stream.keyword + 6;
    const params = streamParams(tokens(bytes, windowStart, stream.keyword, budget));
    const data = streamData(bytes, stream.dataStart, params.length, layout.endstreams[end]);
    if (params.filters.length === 0) continue; // Plain bytes: already scanned as part of `bytes`.
    // Overlapping streams (many `stream` keywords before one `endstream`) would make decoding quadratic.
    if (budget.examined + data.length > EXAMINED_PER_BYTE * (budget.input + budget.decoded)) throw new Unreadable('too much work for this file');
    const decoded = decodeStream(data, params, budget);
    if (decoded === null) continue;
    if (depth >= MAX_DEPTH) throw new Unreadable('streams nested too deep');
    scanBytes(decoded, depth + 1, budget);
  }
}

/** Scans a PDF's bytes: clean, active (a script, a launch action, an attachment…) or unreadable. */
export function scanPdf(body: Uint8Array): PdfScanResult {
  const budget: Budget = { examined: 0, decoded: 0, input: body.length };
  try {
    scanBytes(body, 0, budget);
    return { verdict: 'clean', examined: budget.examined, decoded: budget.decoded };
  } catch (error) {
    if (error instanceof Active) return { verdict: 'active', reason: error.message, examined: budget.examined, decoded: budget.decoded };
    if (error instanceof Unreadable) return { verdict: 'unreadable', reason: error.message, examined: budget.examined, decoded: budget.decoded };
    throw error;
  }
}
