/** Every French message of the validation engine (spec 1 §5), in one place. */

/** A bound as French writes it: a decimal comma (0,01), digits ungrouped as the field takes them. */
const frenchNumber = (value: number): string => String(value).replace('.', ',');

export const messages = {
  // 'Le champ « Catégorie » est requis': one wording that agrees with every label's gender.
  required: (label: string) => `Le champ «\u00a0${label}\u00a0» est requis`,
  requiredField: 'Ce champ est requis',
  email: 'Email invalide',
  url: 'URL invalide',
  number: 'Nombre invalide',
  min: (min: number) => `La valeur minimale est ${frenchNumber(min)}`,
  max: (max: number) => `La valeur maximale est ${frenchNumber(max)}`,
  minLength: (n: number) => `Minimum ${n} caractères requis`,
  maxLength: (n: number) => `Maximum ${n} caractères autorisés`,
  pattern: 'Format invalide',
  maxSize: (mb: string) => `Taille maximale: ${mb} MB`,
  accept: (accept: string) => `Types de fichiers acceptés: ${accept}`,
  minDate: (date: string) => `Date minimale: ${date}`,
  maxDate: (date: string) => `Date maximale: ${date}`,
  match: 'Les valeurs ne correspondent pas',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  unique: 'Cette valeur existe déjà',
  notDerivable: (label: string) => `Saisissez le champ «\u00a0${label}\u00a0» : il ne peut pas être déduit (aucune lettre ni chiffre)`,
  /** A value outside a select's options: the form never offers it, so it only reaches a forged request. */
  option: 'Valeur non autorisée',
  minItems: (n: number) => `Au moins ${n} élément${n > 1 ? 's' : ''} requis`,
  maxItems: (n: number) => `Au plus ${n} éléments autorisés`,
  mapKey: (key: string) => `Nom invalide : « ${key} » (lettres, chiffres, - et _)`,
  invalidForm: 'Veuillez corriger les erreurs dans le formulaire',
} as const;

/** Dates in messages read the French way (21/11/2026). */
export function formatDateFr(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('fr-FR', { timeZone: 'UTC' });
}

/** Bytes as megabytes, without useless decimals (5242880 → "5"). */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1).replace('.', ',');
}
