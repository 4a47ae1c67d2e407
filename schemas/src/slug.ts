/** The one slug rule of the product (roles, blog and forum categories, posts): lowercase words joined by dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Seuls les lettres minuscules, chiffres et tirets sont autorisés';
