import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scanPdf, type PdfScanResult } from '@server/lib/pdf-scan';

// Encoders for each PDF filter, written here so the scanner's decoders are checked against an
// independent implementation of the format.
const hex = (data: Buffer) => Buffer.from(`${data.toString('hex').replace(/(.{64})/g, '$1\n')}>`, 'latin1');

function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const chunk = Buffer.alloc(4);
    data.copy(chunk, 0, i, i + 4);
    const size = Math.min(4, data.length - i);
    let value = chunk.readUInt32BE(0);
    if (value === 0 && size === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k += 1) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, size + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

function runLength(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += 128) {
    const chunk = data.subarray(i, i + 128);
    parts.push(Buffer.from([chunk.length - 1]), chunk);
  }
  parts.push(Buffer.from([128]));
  return Buffer.concat(parts);
}

/**
 * PDF/TIFF LZW, MSB first, with an early change of one (the default) or zero. Code widths follow
 * the decoder, whose table is one entry behind the encoder's (it adds an entry per code read,
 * except the first after a clear).
 */
function lzw(data: Buffer, earlyChange = 1): Buffer {
  const codes: { code: number; bits: number }[] = [];
  let table = new Map<string, number>();
  let next = 258;
  let decoderNext = 258;
  let bits = 9;
  let first = true;
  const emit = (code: number) => {
    codes.push({ code, bits });
    if (code === 256 || code === 257) return;
    if (!first) {
      decoderNext += 1;
      if ((decoderNext + earlyChange) % (1 << bits) === 0 && bits < 12) bits += 1;
    }
    first = false;
  };
  const reset = () => {
    table = new Map();
    for (let c = 0; c < 256; c += 1) table.set(String.fromCharCode(c), c);
    next = 258;
    decoderNext = 258;
    bits = 9;
    first = true;
  };
  reset();
  emit(256);
  let word = '';
  for (const byte of data) {
    const c = String.fromCharCode(byte);
    if (table.has(word + c)) {
      word += c;
      continue;
    }
    emit(table.get(word)!);
    table.set(word + c, next);
    next += 1;
    if (next >= 4000) {
      emit(256);
      reset();
    }
    word = c;
  }
  if (word) emit(table.get(word)!);
  emit(257);
  let acc = 0n;
  let count = 0;
  for (const { code, bits: width } of codes) {
    acc = (acc << BigInt(width)) | BigInt(code);
    count += width;
  }
  const pad = (8 - (count % 8)) % 8;
  acc <<= BigInt(pad);
  const out = Buffer.alloc((count + pad) / 8);
  for (let i = out.length - 1; i >= 0; i -= 1) {
    out[i] = Number(acc & 0xffn);
    acc >>= 8n;
  }
  return out;
}

const ENCODERS = {
  FlateDecode: (data: Buffer) => deflateSync(data),
  ASCIIHexDecode: hex,
  ASCII85Decode: ascii85,
  LZWDecode: (data: Buffer) => lzw(data),
  RunLengthDecode: runLength,
} as const;
type FilterName = keyof typeof ENCODERS;

/** Bytes encoded by `filters` in the order a viewer decodes them (the first filter is undone first). */
const encode = (data: Buffer, filters: FilterName[]) => [...filters].reverse().reduce((bytes, filter) => ENCODERS[filter](bytes), data);

const HEAD = '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n';
const TAIL = 'trailer << /Root 1 0 R >>\n%%EOF\n';

/** One stream object: `dictionary` is written as is (its /Filter included), then the data. */
const streamObject = (number: number, dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`${number} 0 obj << ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream\nendobj\n', 'latin1')]);

const pdf = (...objects: Buffer[]) => Buffer.concat([Buffer.from(HEAD, 'latin1'), ...objects, Buffer.from(TAIL, 'latin1')]);
const filterEntry = (filters: string[]) => (filters.length === 1 ? `/Filter /${filters[0]}` : `/Filter [${filters.map((f) => `/${f}`).join(' ')}]`);
/** An object stream (as PDF 1.5 writers make them) holding `objects`, encoded by `filters`. */
const objectStream = (number: number, objects: string, filters: FilterName[]) =>
  streamObject(number, `/Type /ObjStm /N 1 /First 5 ${filterEntry(filters)}`, encode(Buffer.from(`4 0 ${objects}`, 'latin1'), filters));

const SCRIPT = '<< /S /JavaScript /JS (app.alert(1)) >>';
const HARMLESS = '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] >>';
// Text long enough for LZW to grow its codes past 9 bits and for runs to matter.
const FILLER = Array.from({ length: 400 }, (_, i) => `BT /F1 12 Tf 72 ${700 - i} Td (Total paid RM ${i}.00) Tj ET`).join('\n');

/** Work is linear: bytes examined stay within a small multiple of the input plus what was decoded. */
const expectLinear = (result: PdfScanResult, input: Buffer) => expect(result.examined).toBeLessThanOrEqual(5 * (input.length + result.decoded) + 1024);

describe('scanPdf', () => {
  const single: FilterName[][] = [['FlateDecode'], ['ASCIIHexDecode'], ['ASCII85Decode'], ['LZWDecode'], ['RunLengthDecode']];
  const chained: FilterName[][] = [['ASCII85Decode', 'FlateDecode'], ['ASCIIHexDecode', 'LZWDecode'], ['ASCII85Decode', 'RunLengthDecode', 'FlateDecode'], ['FlateDecode', 'FlateDecode']];

  it.each([...single, ...chained])('decodes %j: a script behind it is found, the same stream without one passes', (...filters) => {
    const hidden = pdf(objectStream(5, `${FILLER}\n${SCRIPT}`, filters));
    const plain = pdf(objectStream(5, `${FILLER}\n${HARMLESS}`, filters));
    const found = scanPdf(hidden);
    expect(found).toMatchObject({ verdict: 'active', reason: '/JavaScript' });
    const passed = scanPdf(plain);
    expect(passed.verdict, passed.reason).toBe('clean');
    expect(passed.decoded).toBeGreaterThanOrEqual(FILLER.length);
    expectLinear(passed, plain);
  });

  it('reads the short filter names, LZW with /EarlyChange 0 and a PNG predictor', () => {
    const data = Buffer.from(`4 0 ${FILLER} ${SCRIPT}`, 'latin1');
    expect(scanPdf(pdf(streamObject(5, '/Filter [/A85 /Fl]', encode(data, ['ASCII85Decode', 'FlateDecode']))))).toMatchObject({ verdict: 'active' });
    expect(scanPdf(pdf(streamObject(5, '/Filter /LZWDecode /DecodeParms << /EarlyChange 0 >>', lzw(data, 0))))).toMatchObject({ verdict: 'active' });
    // PNG "Up" rows: without undoing the predictor the name is scrambled.
    const columns = 16;
    const rows: Buffer[] = [];
    let above = Buffer.alloc(columns);
    for (let r = 0; r * columns < data.length; r += 1) {
      const row = Buffer.alloc(columns);
      data.copy(row, 0, r * columns, (r + 1) * columns);
      rows.push(Buffer.from([2]), Buffer.from(row.map((b, k) => (b - above[k]!) & 0xff)));
      above = row;
    }
    const predicted = deflateSync(Buffer.concat(rows));
    expect(scanPdf(pdf(streamObject(5, `/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns ${columns} >>`, predicted)))).toMatchObject({ verdict: 'active' });
  });

  it('finds #xx-escaped names inside decoded streams, and scripts in nested object streams', () => {
    expect(scanPdf(pdf(objectStream(5, '<< /S /J#61vaScript /JS (x) >>', ['FlateDecode'])))).toMatchObject({ verdict: 'active', reason: '/JavaScript' });
    const inner = streamObject(6, filterEntry(['ASCIIHexDecode', 'FlateDecode']), encode(Buffer.from(`4 0 ${SCRIPT}`, 'latin1'), ['ASCIIHexDecode', 'FlateDecode']));
    const outer = streamObject(5, '/Filter /FlateDecode', deflateSync(Buffer.concat([Buffer.from('7 0 obj << /Type /Page >> endobj\n', 'latin1'), inner])));
    const middle = streamObject(8, '/Filter /ASCII85Decode', ascii85(outer));
    const result = scanPdf(pdf(middle));
    expect(result).toMatchObject({ verdict: 'active', reason: '/JavaScript' });
    expect(scanPdf(pdf(streamObject(8, '/Filter /ASCII85Decode', ascii85(streamObject(5, '/Filter /FlateDecode', deflateSync(Buffer.from(HARMLESS)))))))).toMatchObject({ verdict: 'clean' });
  });

  it('refuses what it cannot fully read: unknown or indirect filters, broken or cut-short data, an image codec before another filter', () => {
    const data = Buffer.from(`4 0 ${HARMLESS}`, 'latin1');
    const flate = deflateSync(data);
    const cases: [string, Buffer][] = [
      ['unknown filter', pdf(streamObject(5, '/Filter /Crypt', data))],
      ['unknown filter in a chain', pdf(streamObject(5, '/Filter [/FlateDecode /MadeUpDecode]', flate))],
      ['indirect filter', pdf(streamObject(5, '/Filter 9 0 R', flate))],
      ['broken Flate', pdf(streamObject(5, '/Filter /FlateDecode', Buffer.from('this is not zlib data', 'latin1')))],
      ['Flate cut short', pdf(streamObject(5, '/Filter /FlateDecode', flate.subarray(0, flate.length - 6)))],
      ['data after the Flate end', pdf(streamObject(5, '/Filter /FlateDecode', Buffer.concat([flate, deflateSync(Buffer.from(SCRIPT))])))],
      ['ASCIIHex without its end', pdf(streamObject(5, '/Filter /ASCIIHexDecode', Buffer.from(data.toString('hex'))))],
      ['ASCII85 with a bad character', pdf(streamObject(5, '/Filter /ASCII85Decode', Buffer.from('87cURD]i,"Ebo80{~>', 'latin1')))],
      ['DCT before Flate', pdf(streamObject(5, '/Filter [/DCTDecode /FlateDecode]', flate))],
      ['/Filter twice', pdf(streamObject(5, '/Filter /FlateDecode /Filter /ASCIIHexDecode', flate))],
      ['a stream with no endstream', Buffer.concat([Buffer.from(`${HEAD}5 0 obj << /Filter /FlateDecode >>\nstream\n`, 'latin1'), flate])],
      ['a zip bomb past the decoded budget', pdf(streamObject(5, '/Filter /FlateDecode', deflateSync(Buffer.alloc(21 * 1024 * 1024, 0x20))))],
    ];
    for (const [label, body] of cases) {
      const result = scanPdf(body);
      expect(result.verdict, `${label}: ${result.reason}`).toBe('unreadable');
      expectLinear(result, body);
    }
  });

  it('does not decode image codecs (last filter), and accepts a plain uncompressed PDF', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
    expect(scanPdf(pdf(streamObject(5, '/Type /XObject /Subtype /Image /Filter /DCTDecode', jpeg))).verdict).toBe('clean');
    expect(scanPdf(pdf(streamObject(5, '/Filter [/FlateDecode /DCTDecode]', deflateSync(jpeg)))).verdict).toBe('clean');
    expect(scanPdf(pdf(streamObject(5, '', Buffer.from('BT (Hello) Tj ET', 'latin1')))).verdict).toBe('clean');
  });

  describe('stays linear on adversarial input (bytes examined, not time)', () => {
    const FIVE_MB = 5 * 1024 * 1024;
    const repeat = (unit: string) => Buffer.concat([Buffer.from(HEAD, 'latin1'), Buffer.from(unit.repeat(Math.floor((FIVE_MB - HEAD.length) / unit.length)), 'latin1')]);

    it('5 MB of `stream` keywords with no endstream: refused at once', () => {
      const body = repeat('<< /Filter /FlateDecode >>\nstream\n');
      const result = scanPdf(body);
      expect(result.verdict).toBe('unreadable');
      expectLinear(result, body);
    });

    it('5 MB of bare `stream` keywords (no dictionary, so no streams): read in one pass', () => {
      const body = repeat('stream\n');
      const result = scanPdf(body);
      expect(result.verdict).toBe('clean');
      expectLinear(result, body);
    });

    it('thousands of stream headers before a single endstream (quadratic for a scanner that searches from each): refused within the budget', () => {
      const body = Buffer.concat([repeat('1 0 obj << /Filter /ASCIIHexDecode >>\nstream\n'), Buffer.from('\nendstream\n', 'latin1')]);
      const result = scanPdf(body);
      expect(result.verdict).toBe('unreadable');
      expectLinear(result, body);
    });

    it('thousands of small well-formed streams: all decoded, linear', () => {
      const unit = streamObject(5, '/Filter /FlateDecode', deflateSync(Buffer.from(HARMLESS))).toString('latin1');
      const body = repeat(unit);
      const result = scanPdf(body);
      expect(result.verdict, result.reason).toBe('clean');
      expectLinear(result, body);
    });

    it('nested object streams up to the decoded budget: linear', () => {
      let inner = Buffer.from(FILLER.repeat(200), 'latin1');
      for (let depth = 0; depth < 3; depth += 1) inner = streamObject(5 + depth, '/Filter /FlateDecode', deflateSync(inner));
      const body = pdf(inner);
      const result = scanPdf(body);
      expect(result.verdict, result.reason).toBe('clean');
      expectLinear(result, body);
    });
  });
});
