/** The user area shell (spec 1 §2 "User area"): its header, status bar and pages. */
import { BRAND_SLUG } from './brand';
import type { NavLink } from './navigation';

export const USER_AREA_PATH = '/user';

export const userArea = {
  title: 'Espace client',
  /** The header's fixed sample address. */
  sampleAddress: `https://mon-espace.${BRAND_SLUG}.fr`,
  status: 'Tous les services opérationnels',
  navLabel: 'Espace client',
  logout: { href: '/logout', label: 'Déconnexion' } satisfies NavLink,
  checking: 'Vérification de la session...',
};

/** The area's menu: the dashboard (src/pages/user/index.astro), the billing identity (src/pages/user/billing.astro), the tickets (src/pages/user/support.astro), then the pages of userPages (src/pages/user/[page].astro). */
export const userNav: readonly NavLink[] = [
  { href: '/user', label: 'Tableau de bord' },
  { href: '/user/services', label: 'Mes services' },
  { href: '/user/account', label: 'Mon compte' },
  { href: '/user/billing', label: 'Facturation' },
  { href: '/user/support', label: 'Support' },
  { href: '/user/settings', label: 'Paramètres' },
];

export const userDashboard = {
  title: 'Dashboard Utilisateur',
  text: 'Votre tableau de bord arrive bientôt : vous y retrouverez vos services, votre consommation et vos factures.',
};

/** The area's other pages: placeholders until their screens exist (spec 1 §2 "User area"). */
export const userPages = {
  services: {
    title: 'Mes Services',
    text: 'Vous retrouverez ici vos services actifs, leur état et leur consommation en temps réel.',
  },
  account: {
    title: 'Mon Compte',
    text: 'Vous pourrez bientôt modifier ici vos informations personnelles, votre mot de passe et la double authentification.',
  },
  settings: {
    title: 'Paramètres',
    text: 'Les préférences de votre espace (langue, notifications) seront réglables ici.',
  },
} as const;

export type UserPageKey = keyof typeof userPages;

export const placeholderTexts = {
  badge: 'Bientôt disponible',
  meanwhile: 'En attendant, notre équipe reste joignable :',
  contact: { href: '/contact', label: 'Nous contacter' } satisfies NavLink,
  back: { href: USER_AREA_PATH, label: 'Retour au tableau de bord' } satisfies NavLink,
};
