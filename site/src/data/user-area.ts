/**
 * The user area shell (spec 1 §2 "User area"): its header, status bar and pages. The header's
 * sample address of the spec is gone (issue 37): a fake address bar inside the page only misled.
 */
import type { NavLink } from './navigation';

export const USER_AREA_PATH = '/user';

export const userArea = {
  title: 'Espace client',
  status: 'Tous les services opérationnels',
  navLabel: 'Espace client',
  logout: { href: '/logout', label: 'Déconnexion' } satisfies NavLink,
  checking: 'Vérification de la session...',
};

/** The area's menu: the dashboard (src/pages/user/index.astro), the services (services.astro), the account (account.astro), billing (billing.astro), the tickets (support.astro), then the pages of userPages (src/pages/user/[page].astro). */
export const userNav: readonly NavLink[] = [
  { href: '/user', label: 'Tableau de bord' },
  { href: '/user/services', label: 'Mes services' },
  { href: '/user/account', label: 'Mon compte' },
  { href: '/user/billing', label: 'Facturation' },
  { href: '/user/support', label: 'Support' },
  { href: '/user/settings', label: 'Paramètres' },
];

export const userDashboard = {
  title: 'Tableau de bord',
  text: 'Vos services, vos factures et vos demandes en un coup d’œil.',
  loading: 'Chargement...',
  failed: 'Votre tableau de bord n’a pas pu être chargé.',
  invoices: {
    title: 'Factures',
    due: (amount: string) => `Reste à régler : ${amount}`,
    settled: 'Tout est réglé.',
    overdue: (count: number) => (count > 1 ? `${count} factures en retard` : '1 facture en retard'),
    link: { href: '/user/billing', label: 'Voir mes factures' } satisfies NavLink,
  },
  subscriptions: {
    title: 'Abonnements',
    current: (count: number) => (count ? `${count} abonnement${count > 1 ? 's' : ''} en cours` : 'Aucun abonnement en cours'),
    next: (date: string) => `Prochaine facturation le ${date}`,
    link: { href: '/user/billing', label: 'Voir mes abonnements' } satisfies NavLink,
  },
  services: {
    title: 'Services',
    running: (running: number, total: number) => (total ? `${running} instance${running > 1 ? 's' : ''} en marche sur ${total}` : 'Aucune instance déployée'),
    failing: (count: number) => `${count} en erreur`,
    link: { href: '/user/services', label: 'Voir mes services' } satisfies NavLink,
  },
  support: {
    title: 'Support',
    open: (count: number) => (count ? `${count} demande${count > 1 ? 's' : ''} en cours` : 'Aucune demande en cours'),
    link: { href: '/user/support', label: 'Mes tickets et nouveau ticket' } satisfies NavLink,
  },
};

/** The area's pages that are still placeholders (spec 1 §2 "User area"); « Mon Compte » is account.astro. */
export const userPages = {
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
