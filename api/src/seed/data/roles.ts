/** Custom roles of a team at work, each with a subset of the permissions (spec 2 §3). */
export const DEMO_ROLES = [
  {
    name: 'Éditeur',
    description: 'Rédige et publie les articles du blog',
    color: 'success',
    permissions: ['blog.view', 'blog.create', 'blog.edit'],
  },
  {
    name: 'Comptable',
    description: 'Suit la facturation et les paiements des clients',
    color: 'warning',
    permissions: ['users.view', 'billing.view', 'billing.manage'],
  },
  {
    name: 'Opérateur infrastructure',
    description: 'Déploie et surveille les services hébergés',
    color: 'info',
    permissions: ['services.view', 'services.manage', 'users.view'],
  },
  {
    name: 'Auditeur',
    description: 'Consultation seule, pour les contrôles internes',
    color: 'secondary',
    permissions: ['users.view', 'blog.view', 'services.view', 'billing.view', 'settings.view'],
  },
] as const;
