import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A ZIP writer for crafted test archives (workbooks with hand-written XML, zip bombs): each entry
 * deflated unless `stored`, sizes as given in `declaredSize` when a test wants the headers to lie.
 */
export interface ZipFile {
  name: string;
  content: Buffer | string;
  stored?: boolean;
  /** The uncompressed size written in the headers (default: the true size). */
  declaredSize?: number;
}

export function zipOf(files: readonly ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const content = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content;
    const data = file.stored ? content : deflateRawSync(content);
    const name = Buffer.from(file.name, 'utf8');
    const size = file.declaredSize ?? content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(file.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc32(content), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(file.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc32(content), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts of a one-sheet workbook around a hand-written sheet (and optional shared strings). */
export function workbookFiles(sheetXml: string, sharedStringsXml?: string): ZipFile[] {
  const sharedOverride = sharedStringsXml
    ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    : '';
  const sharedRel = sharedStringsXml ? `<Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` : '';
  return [
    {
      name: '[Content_Types].xml',
      content: `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${sharedOverride}</Types>`,
    },
    { name: '_rels/.rels', content: `<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>` },
    { name: 'xl/workbook.xml', content: `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Guests" sheetId="1" r:id="rId1"/></sheets></workbook>` },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>${sharedRel}</Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml.startsWith('<?xml') || sheetXml.startsWith('<!') ? sheetXml : `<worksheet xmlns="${MAIN_NS}"><sheetData>${sheetXml}</sheetData></worksheet>` },
    ...(sharedStringsXml ? [{ name: 'xl/sharedStrings.xml', content: sharedStringsXml }] : []),
  ];
}

/** An inline-string cell. */
export const textCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
