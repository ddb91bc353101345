import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Just enough ZIP for spreadsheets (an .xlsx is a ZIP of XML files). Reading: the central
 * directory is walked and each wanted entry is inflated by zlib under a budget on the bytes it may
 * produce (maxOutputLength), so a zip bomb costs at most the budget, whatever sizes its headers
 * claim. Writing: entries are stored uncompressed (the sample workbook, and the clean copy of an
 * upload that read-excel-file reads). Pure and synchronous; it runs in the worker pool.
 */

export type ZipReadResult = { ok: true; entries: Map<string, Buffer> } | { ok: false; reason: 'broken' | 'too-big' };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
/** More entries than any workbook has: the walk stays short on a crafted directory. */
const MAX_ENTRIES = 10_000;

function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - 0xffff);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/**
 * The entries whose name `wanted` accepts, inflated, at most `maxTotalBytes` in all. Anything a
 * plain workbook never has (ZIP64, encryption, methods other than stored and deflate, entries
 * outside the file, the same name twice) is 'broken'; more output than the budget is 'too-big'.
 */
export function readZip(input: Uint8Array, wanted: (name: string) => boolean, maxTotalBytes: number): ZipReadResult {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.length < EOCD_SIZE) return { ok: false, reason: 'broken' };
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return { ok: false, reason: 'broken' };
  const total = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean "see the ZIP64 record": never needed by a file under our size limit.
  if (total === 0xffff || directoryOffset === 0xffffffff || total > MAX_ENTRIES) return { ok: false, reason: 'broken' };
  if (directoryOffset + directorySize > eocd) return { ok: false, reason: 'broken' };

  const entries = new Map<string, Buffer>();
  const seen = new Set<string>();
  let budget = maxTotalBytes;
  let at = directoryOffset;
  for (let index = 0; index < total; index++) {
    if (at + CENTRAL_SIZE > eocd || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return { ok: false, reason: 'broken' };
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const nameEnd = at + CENTRAL_SIZE + nameLength;
    if (nameEnd > eocd) return { ok: false, reason: 'broken' };
    const name = bytes.toString('utf8', at + CENTRAL_SIZE, nameEnd);
    at = nameEnd + extraLength + commentLength;
    if (seen.has(name)) return { ok: false, reason: 'broken' };
    seen.add(name);
    if (name.endsWith('/') || !wanted(name)) continue;
    // Bit 0: encrypted (a password-protected workbook is not a ZIP we can open anyway).
    if (flags & 1 || (method !== 0 && method !== 8)) return { ok: false, reason: 'broken' };

    if (localOffset + LOCAL_SIZE > directoryOffset || bytes.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) return { ok: false, reason: 'broken' };
    const dataStart = localOffset + LOCAL_SIZE + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > directoryOffset) return { ok: false, reason: 'broken' };
    const data = bytes.subarray(dataStart, dataEnd);

    let content: Buffer;
    if (method === 0) {
      if (compressedSize !== size) return { ok: false, reason: 'broken' };
      if (size > budget) return { ok: false, reason: 'too-big' };
      content = Buffer.from(data);
    } else {
      try {
        // zlib stops at maxOutputLength (RangeError) instead of trusting the declared size.
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
      } catch (error) {
        if (error instanceof RangeError) return { ok: false, reason: 'too-big' };
        return { ok: false, reason: 'broken' };
      }
      if (content.length > budget) return { ok: false, reason: 'too-big' };
    }
    budget -= content.length;
    entries.set(name, content);
  }
  return { ok: true, entries };
}

/**
 * The fields an entry's local header and its central-directory record both carry, in the same order
 * (the ZIP spec repeats them): written once, at offset `at` of either.
 */
function writeEntryFields(header: Buffer, at: number, checksum: number, size: number, nameLength: number): void {
  header.writeUInt16LE(20, at); // version needed: 2.0
  header.writeUInt16LE(0x0800, at + 2); // names are UTF-8
  header.writeUInt16LE(0, at + 4); // stored
  header.writeUInt16LE(0, at + 6); // time
  header.writeUInt16LE(0x21, at + 8); // date: 1980-01-01
  header.writeUInt32LE(checksum, at + 10);
  header.writeUInt32LE(size, at + 14); // compressed
  header.writeUInt32LE(size, at + 18); // uncompressed
  header.writeUInt16LE(nameLength, at + 22);
  header.writeUInt16LE(0, at + 24); // extra field length
}

/** A ZIP of stored (uncompressed) entries, in the order given. */
export function writeStoredZip(files: readonly (readonly [string, Buffer])[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const checksum = crc32(content);
    const local = Buffer.alloc(LOCAL_SIZE);
    local.writeUInt32LE(LOCAL_SIGNATURE, 0);
    writeEntryFields(local, 4, checksum, content.length, nameBytes.length);
    const central = Buffer.alloc(CENTRAL_SIZE);
    central.writeUInt32LE(CENTRAL_SIGNATURE, 0);
    central.writeUInt16LE(20, 4); // version made by: 2.0
    writeEntryFields(central, 6, checksum, content.length, nameBytes.length);
    central.writeUInt32LE(offset, 42); // where the local header starts
    locals.push(local, nameBytes, content);
    centrals.push(central, nameBytes);
    offset += LOCAL_SIZE + nameBytes.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(EOCD_SIZE);
  end.writeUInt32LE(EOCD_SIGNATURE, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
