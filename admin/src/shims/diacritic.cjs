/**
 * `diacritic`, which react-admin's column selector uses to match "prenom" with "Prénom", carries
 * its own 10 kB table of accented letters: every browser this back-office runs in strips accents
 * itself (Unicode decomposition, then the combining marks removed); only the letters that do not
 * decompose (ligatures œ, æ, ß, ø) are spelled out here.
 */
const LETTERS = { œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ß: 'ss', ø: 'o', Ø: 'O' };

exports.clean = (text) =>
  String(text)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[œŒæÆßøØ]/g, (letter) => LETTERS[letter]);
