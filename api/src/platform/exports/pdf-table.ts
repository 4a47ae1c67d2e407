/** A landscape A4 page of a list: title, when and how many, and the table with its header repeated on every page. */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfmake } from './pdf-fonts';

export interface PdfTable {
  title: string;
  subtitle: string;
  header: string[];
  rows: string[][];
}

/** Columns whose longest text is at most this many characters are as wide as their text; the others share what is left. */
const NARROW_COLUMN_CHARS = 28;
/** Points per character of the table's 7,5 pt text (a generous average, digits included), and each cell's padding. */
const POINTS_PER_CHAR = 4;
const CELL_PADDING = 10;

/**
 * Each column's width: a short one (a date, a status, an id, an address) as wide as its longest
 * text, so that it never wraps; the long ones (a description, a browser) share the rest. Equal
 * widths made every row of the audit log several lines tall (66 entries on 7 pages).
 */
export function columnWidths(header: readonly string[], rows: readonly (readonly string[])[]): (number | '*')[] {
  return header.map((label, index) => {
    const longest = rows.reduce((max, row) => Math.max(max, (row[index] ?? '').length), Math.min(label.length, NARROW_COLUMN_CHARS));
    return longest <= NARROW_COLUMN_CHARS ? Math.ceil(longest * POINTS_PER_CHAR) + CELL_PADDING : '*';
  });
}

export async function renderTablePdf(table: PdfTable): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    info: { title: table.title, creator: 'Hexagone' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 36, 28, 36],
    defaultStyle: { font: 'Roboto', fontSize: 7.5 },
    content: [
      { text: table.title, fontSize: 14, bold: true, margin: [0, 0, 0, 2] },
      { text: table.subtitle, color: '#555555', margin: [0, 0, 0, 8] },
      {
        table: {
          headerRows: 1,
          // A row stays whole on one page, under the repeated header.
          dontBreakRows: true,
          widths: columnWidths(table.header, table.rows),
          body: [table.header.map((label) => ({ text: label, bold: true, fillColor: '#e8eaf0' })), ...table.rows],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    footer: (page: number, pages: number) => ({ text: `Page ${page} / ${pages}`, alignment: 'right', margin: [0, 8, 28, 0], fontSize: 7 }),
  };
  return (await pdfmake()).createPdf(definition).getBuffer();
}
