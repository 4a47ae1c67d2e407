/**
 * pdfmake with the fonts every PDF of the product uses (Roboto, shipped with pdfmake and
 * embedded in each file, as PDF/A requires), and no fetching: no image or font is read from
 * an address a record could hold.
 */
import pdfmake from 'pdfmake';

const ROBOTO = require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf').replace(/Roboto-Regular\.ttf$/, '');

pdfmake.setFonts({
  Roboto: {
    normal: `${ROBOTO}Roboto-Regular.ttf`,
    bold: `${ROBOTO}Roboto-Medium.ttf`,
    italics: `${ROBOTO}Roboto-Italic.ttf`,
    bolditalics: `${ROBOTO}Roboto-MediumItalic.ttf`,
  },
});
pdfmake.setUrlAccessPolicy(() => false);
// Nor from the disk, but for the fonts above.
pdfmake.setLocalAccessPolicy((path: string) => path.startsWith(ROBOTO));

export { pdfmake };
