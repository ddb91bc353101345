import { CSV_BOM, csvLine } from '@shared/responses';
import { columnLetters, IMPORT_COLUMNS, IMPORT_SAMPLE_ROWS } from '@shared/guest-import';
import { writeStoredZip } from './import-zip';

/**
 * The sample files a host downloads to start a guest list: the documented header and a few rows,
 * as CSV and as a minimal workbook (built here, so both come from the same rows and no writer
 * package ships with the server).
 */

export function sampleCsv(): string {
  return CSV_BOM + [IMPORT_COLUMNS, ...IMPORT_SAMPLE_ROWS].map((row) => csvLine(row)).join('');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * A one-sheet workbook: numbers as number cells, formulas with their last value, text as inline strings (a phone such as
 * "012-345 6789" stays text, its leading zero kept), empty strings as no cell.
 */
/** A formula cell: its formula (without "=") and the value a spreadsheet app last worked out. */
export interface FormulaCell {
  formula: string;
  value: number;
}

export function xlsxWorkbook(rows: readonly (readonly (string | number | FormulaCell)[])[], sheetName = 'Guests', columnWidths: readonly number[] = []): Buffer {
  const sheetRows = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => {
          const ref = `${columnLetters(c)}${r + 1}`;
          if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
          if (typeof value === 'object') return `<c r="${ref}"><f>${escapeXml(value.formula)}</f><v>${value.value}</v></c>`;
          if (value === '') return '';
          return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const cols = columnWidths.length
    ? `<cols>${columnWidths.map((width, c) => `<col min="${c + 1}" max="${c + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>`
    : '';
  const files: [string, string][] = [
    [
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ],
    ['_rels/.rels', `<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
    ['xl/worksheets/sheet1.xml', `<worksheet xmlns="${MAIN_NS}">${cols}<sheetData>${sheetRows}</sheetData></worksheet>`],
  ];
  return writeStoredZip(files.map(([name, xml]) => [name, Buffer.from(XML_HEAD + xml, 'utf8')] as const));
}

export function sampleXlsx(): Buffer {
  const rows = IMPORT_SAMPLE_ROWS.map((row) => row.map((cell, c) => (IMPORT_COLUMNS[c] === 'seats' && cell !== '' ? Number(cell) : cell)));
  return xlsxWorkbook([IMPORT_COLUMNS, ...rows], 'Guests', [28, 8, 18, 26, 30, 12, 30]);
}
