/** The brand and slogan are shared with the back-office (schemas/src/brand.ts). */
import { BRAND_NAME, SLOGAN } from '@hexagone/schemas';

export { BRAND_NAME, SLOGAN };

/** Lower-case, accent-free form used in paths and sample addresses. */
export const BRAND_SLUG = BRAND_NAME.normalize('NFD')
  .replace(/[\u0300-\u036f]/g, '')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-');

export const OS_NAME = `${BRAND_NAME} OS`;

/** The fake secure address shown in the browser-window mockup of the home page. */
export const DASHBOARD_SAMPLE_ADDRESS = `https://console.${BRAND_SLUG}.fr/dashboard`;

/** What search engines and link previews show when a page sets no description. */
export const DEFAULT_DESCRIPTION = `${BRAND_NAME} : ${SLOGAN.toLowerCase()}. Système d'exploitation conteneurisé, agent IA autonome, cluster GPU, firewall IA, blockchain privée et hébergement haute disponibilité, hébergés en France.`;

export const COPYRIGHT_HOLDER = `${BRAND_NAME} SAS`;

/** Open Graph locale of every page. */
export const OG_LOCALE = 'fr_FR';
