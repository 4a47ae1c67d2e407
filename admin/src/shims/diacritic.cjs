/**
 * `diacritic`, which react-admin's column selector uses to match "Prenom" with "Prénom", carries
 * its own 10 kB table of accented letters: every browser this back-office runs in strips them
 * itself (Unicode decomposition, then the combining marks removed).
 */
exports.clean = (text) => String(text).normalize('NFD').replace(/\p{Diacritic}/gu, '');
