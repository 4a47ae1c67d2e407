/**
 * pdfmake with the fonts every PDF of the product uses (Roboto, shipped with pdfmake and
 * embedded in each file, as PDF/A requires), and no fetching: no image or font is read from
 * an address a record could hold.
 *
 * Loaded on the first PDF asked for: its code (with fontkit's and the font tables') holds about
 * 6 MB of the server's heap, which a server that makes no PDF need not keep, nor V8 grow from
 * (common/heap-growth.ts).
 */
import type PdfMake from 'pdfmake';

const ROBOTO = require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf').replace(/Roboto-Regular\.ttf$/, '');

let loaded: Promise<typeof PdfMake> | undefined;

export function pdfmake(): Promise<typeof PdfMake> {
  loaded ??= import('pdfmake').then(({ default: printer }) => {
    printer.setFonts({
      Roboto: {
        normal: `${ROBOTO}Roboto-Regular.ttf`,
        bold: `${ROBOTO}Roboto-Medium.ttf`,
        italics: `${ROBOTO}Roboto-Italic.ttf`,
        bolditalics: `${ROBOTO}Roboto-MediumItalic.ttf`,
      },
    });
    printer.setUrlAccessPolicy(() => false);
    // Nor from the disk, but for the fonts above.
    printer.setLocalAccessPolicy((path: string) => path.startsWith(ROBOTO));
    return printer;
  });
  return loaded;
}
