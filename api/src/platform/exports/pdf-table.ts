/** A landscape A4 page of a list: title, when and how many, and the table with its header repeated on every page. */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfmake } from './pdf-fonts';

export interface PdfTable {
  title: string;
  subtitle: string;
  header: string[];
  rows: string[][];
}

export function renderTablePdf(table: PdfTable): Promise<Buffer> {
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
          widths: table.header.map(() => '*'),
          body: [table.header.map((label) => ({ text: label, bold: true, fillColor: '#e8eaf0' })), ...table.rows],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    footer: (page: number, pages: number) => ({ text: `Page ${page} / ${pages}`, alignment: 'right', margin: [0, 8, 28, 0], fontSize: 7 }),
  };
  return pdfmake.createPdf(definition).getBuffer();
}
