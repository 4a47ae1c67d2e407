/**
 * French elision in the sentences built around a name or a label: « de » and « que » become
 * « d’ » and « qu’ » before a vowel or a mute h (« les modules d’Hexagone », « en tant
 * qu’Éditeur », « l’abonnement d’Agence Horizon »). Every such sentence goes through here.
 * An h is taken as mute, as it is for most names (Hélène, Hugo); a y is not (de Yann).
 */
const ELIDED_BEFORE = /^[aeiouhàâäéèêëîïôöùûüœæ]/i;

export const elides = (word: string): boolean => ELIDED_BEFORE.test(word.trimStart());

/** « de Marie », « d’Alice ». */
export const elideDe = (word: string): string => (elides(word) ? `d’${word.trimStart()}` : `de ${word}`);

/** « que Lecteur », « qu’Éditeur ». */
export const elideQue = (word: string): string => (elides(word) ? `qu’${word.trimStart()}` : `que ${word}`);
