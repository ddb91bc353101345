import { crc32 } from 'node:zlib';

/**
 * A ZIP written as a stream (a host's data export): each entry is stored (no compression: the
 * photos are JPEG/WebP already, and stored entries cost no CPU), with its CRC and sizes in a data
 * descriptor after the bytes, so nothing is held but the entry being written. ZIP64 is not written:
 * an export stays far below 4 GiB (the caller bounds it), and `zipEntries` refuses anything larger.
 */

export interface ZipEntry {
  /** A relative path with forward slashes; no `..`, no leading slash (checked). */
  name: string;
  /** The bytes, read only when the entry is written. */
  body: () => Promise<Buffer | null>;
}

const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const END_SIGNATURE = 0x06054b50;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const VERSION = 20;
const UINT32_MAX = 0xffffffff;
/** 1980-01-01 00:00 in DOS time: the entries carry no meaningful date of their own. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function safeName(name: string): string {
  if (!name || name.startsWith('/') || name.includes('\\') || name.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw new Error(`unsafe zip entry name: ${name}`);
  }
  return name;
}

/** The archive's bytes, piece by piece; an entry whose body is null is left out. */
export async function* zipEntries(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const body = await entry.body();
    if (!body) continue;
    const name = Buffer.from(safeName(entry.name), 'utf8');
    if (body.length >= UINT32_MAX || offset + body.length + 1024 >= UINT32_MAX) throw new Error('zip too large');
    const crc = crc32(body);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_SIGNATURE, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(DOS_DATE, 12);
    // CRC and sizes are zero here: they are in the descriptor (bit 3).
    local.writeUInt16LE(name.length, 26);
    yield Buffer.concat([local, name]);
    yield body;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DESCRIPTOR_SIGNATURE, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(body.length, 8);
    descriptor.writeUInt32LE(body.length, 12);
    yield descriptor;

    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_SIGNATURE, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(0, 12);
    header.writeUInt16LE(DOS_DATE, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(body.length, 20);
    header.writeUInt32LE(body.length, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);

    offset += 30 + name.length + body.length + 16;
    count += 1;
    if (count >= 0xffff) throw new Error('zip has too many entries');
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_SIGNATURE, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}
