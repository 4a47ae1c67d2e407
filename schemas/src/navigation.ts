/**
 * The back-office sidebar (spec 1 "Admin area shell"). An entry whose path matches a
 * resource's route opens that resource; the others open their own screen or a
 * "bientôt disponible" page until they exist.
 */
export interface NavEntry {
  label: string;
  /** Path under /webmaster ('' is the dashboard). */
  path: string;
}

export interface NavGroup {
  label: string;
  icon: string;
  entries: readonly NavEntry[];
}

export const DASHBOARD: NavEntry = { label: 'Dashboard', path: '' };

export const NAVIGATION: readonly NavGroup[] = [
  {
    label: 'Utilisateurs',
    icon: 'People',
    entries: [
      { label: 'Utilisateurs', path: 'users' },
      { label: 'Rôles', path: 'users/roles' },
      { label: 'Activité', path: 'users/activity' },
    ],
  },
  {
    label: 'Blog',
    icon: 'Article',
    entries: [
      { label: 'Articles', path: 'blog/posts' },
      { label: 'Catégories', path: 'blog/categories' },
      { label: 'Commentaires', path: 'blog/comments' },
    ],
  },
  {
    label: 'Forum',
    icon: 'Forum',
    entries: [
      { label: 'Catégories', path: 'forum/categories' },
      { label: 'Sujets', path: 'forum/topics' },
      { label: 'Modération', path: 'forum/moderation' },
    ],
  },
  {
    label: 'Intelligence artificielle',
    icon: 'Psychology',
    entries: [
      { label: 'Modèles', path: 'ai/models' },
      { label: 'Utilisation', path: 'ai/usage' },
      { label: 'Templates', path: 'ai/templates' },
    ],
  },
  {
    label: 'Facturation',
    icon: 'Payments',
    entries: [
      { label: 'Plans', path: 'billing/plans' },
      { label: 'Abonnements', path: 'billing/subscriptions' },
      { label: 'Factures', path: 'billing/invoices' },
    ],
  },
  {
    label: 'Services',
    icon: 'Dns',
    entries: [
      { label: "Vue d'ensemble", path: 'services' },
      { label: 'Instances', path: 'services/instances' },
      { label: 'Monitoring', path: 'services/monitoring' },
    ],
  },
  {
    label: 'Support',
    icon: 'SupportAgent',
    entries: [
      { label: 'Tickets', path: 'support/tickets' },
      { label: 'Chat', path: 'support/chat' },
      { label: 'Base de connaissances', path: 'support/kb' },
      { label: 'Messages de contact', path: 'support/contact' },
      { label: 'Newsletter', path: 'support/newsletter' },
    ],
  },
  {
    label: 'Analytics',
    icon: 'Insights',
    entries: [
      { label: "Vue d'ensemble", path: 'analytics' },
      { label: 'Rapports', path: 'analytics/reports' },
    ],
  },
  {
    label: 'Paramètres',
    icon: 'Settings',
    entries: [
      { label: 'Général', path: 'settings' },
      { label: 'Équipe', path: 'settings/team' },
      { label: 'API', path: 'settings/api' },
      { label: 'Journaux', path: 'settings/logs' },
    ],
  },
  {
    label: 'Système',
    icon: 'CleaningServices',
    entries: [{ label: 'Nettoyage', path: 'system/cleanup' }, { label: "Boîte d'envoi", path: 'system/outbox' }],
  },
];
