/** The user area shell (spec 1 §2 "User area"): its header, status bar and pages. */
import { BRAND_SLUG } from './brand';
import type { NavLink } from './navigation';

export const USER_AREA_PATH = '/user';
export const REQUIRED_ROLE = 'user';

export const userArea = {
  title: 'Espace client',
  /** The header's fixed sample address. */
  sampleAddress: `https://mon-espace.${BRAND_SLUG}.fr`,
  status: 'Tous les services opérationnels',
  navLabel: 'Espace client',
  logout: { href: '/logout', label: 'Déconnexion' } satisfies NavLink,
  checking: 'Vérification de la session...',
};

/** The five pages of the area; each later page adds its file under src/pages/user/. */
export const userNav: readonly NavLink[] = [
  { href: '/user', label: 'Tableau de bord' },
  { href: '/user/services', label: 'Mes services' },
  { href: '/user/account', label: 'Mon compte' },
  { href: '/user/billing', label: 'Facturation' },
  { href: '/user/support', label: 'Support' },
];

export const userDashboard = {
  title: 'Dashboard Utilisateur',
  text: 'Votre tableau de bord arrive bientôt : vous y retrouverez vos services, votre consommation et vos factures.',
};
