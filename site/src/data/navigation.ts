/** Every menu, footer and cross-page link of the public site, declared once. */
import { BRAND_SLUG, OS_NAME } from './brand';

export interface NavLink {
  href: string;
  label: string;
  /** One line shown under the label in the mega menu. */
  description?: string;
}

export interface NavGroup {
  title: string;
  links: readonly NavLink[];
}

export const links = {
  home: { href: '/', label: 'Accueil' },
  productOs: { href: `/products/${BRAND_SLUG}-os`, label: OS_NAME, description: "Système d'exploitation natif conteneurs" },
  productAgent: { href: '/products/agent-ia', label: 'Agent IA', description: 'Agent autonome pour vos opérations' },
  productCluster: { href: '/products/cluster-ai', label: 'Cluster AI', description: 'Calcul GPU à la demande' },
  productFirewall: { href: '/products/firewall-ia', label: 'Firewall IA', description: 'Détection des menaces par IA' },
  productHosting: { href: '/products/hosting-ha', label: 'Hosting HA', description: 'Hébergement haute disponibilité' },
  productBlockchain: { href: '/products/blockchain', label: 'Blockchain', description: 'Chaîne privée ou publique, compatible EVM' },
  productSaas: { href: '/products/saas-platform', label: 'Plateforme SaaS', description: 'Multi-tenant, marque blanche' },
  solutions: { href: '/solutions', label: 'Solutions', description: 'Par besoin et par secteur' },
  pricing: { href: '/pricing', label: 'Tarifs', description: 'Offres, édition Community, estimateur' },
  features: { href: '/features', label: 'Fonctionnalités', description: 'Les six modules en détail' },
  download: { href: '/download', label: 'Téléchargement', description: 'Édition Community' },
  api: { href: '/api', label: 'API', description: "Documentation de l'API REST" },
  support: { href: '/support', label: 'Support', description: 'Aide, plans et FAQ' },
  kb: { href: '/support/kb', label: 'Base de connaissances', description: 'Guides et réponses du support' },
  forum: { href: '/forum', label: 'Forum', description: 'La communauté' },
  blog: { href: '/blog', label: 'Blog', description: 'Actualités et guides' },
  status: { href: '/status', label: 'Statut', description: 'État des services' },
  about: { href: '/about', label: 'À propos', description: 'Notre histoire et nos valeurs' },
  contact: { href: '/contact', label: 'Contact', description: 'Parlons de votre projet' },
  demo: { href: '/contact?demo=true', label: 'Planifier une démo' },
  privacy: { href: '/legal/privacy', label: 'Confidentialité', description: 'Politique de protection des données' },
  terms: { href: '/legal/terms', label: "Conditions d'utilisation", description: 'CGU' },
  legal: { href: '/legal', label: 'Mentions légales' },
  cgv: { href: '/legal/cgv', label: 'Conditions de vente' },
  sitemap: { href: '/sitemap', label: 'Plan du site' },
  workInProgress: { href: '/work-in-progress', label: 'Bientôt disponible' },
  login: { href: '/login', label: 'Connexion' },
} as const satisfies Record<string, NavLink>;

/** The four groups of the mega menu (spec 1 §2 "Public layout"). */
export const megaMenu: readonly NavGroup[] = [
  {
    title: 'Produits',
    links: [
      links.productOs,
      links.productAgent,
      links.productCluster,
      links.productFirewall,
      links.productHosting,
      links.productBlockchain,
      links.productSaas,
    ],
  },
  { title: 'Solutions', links: [links.solutions, links.pricing, links.features, links.download] },
  { title: 'Ressources', links: [links.api, links.support, links.forum, links.status] },
  { title: 'Entreprise', links: [links.about, links.contact, links.privacy, links.terms] },
];

/** Past this many links a menu group is laid out two per row. */
export const MENU_GROUP_SINGLE_COLUMN_MAX = 4;

export const footerColumns: readonly NavGroup[] = [
  {
    title: 'Produits',
    links: [links.productOs, links.productAgent, links.productCluster, links.productFirewall, links.productHosting, links.productBlockchain],
  },
  { title: 'Solutions', links: [links.solutions, links.productSaas, links.pricing, links.features, links.download] },
  { title: 'Ressources', links: [links.api, links.support, links.forum, links.blog, links.status] },
  { title: 'Entreprise', links: [links.about, links.contact, links.demo] },
];

/** The bottom line of the footer; the cookie settings button sits beside these. */
export const footerLegalLinks: readonly NavLink[] = [links.legal, links.privacy, links.terms, links.cgv, links.sitemap];

export const menuTexts = {
  open: 'Ouvrir le menu',
  close: 'Fermer le menu',
  title: 'Menu',
  navLabel: 'Menu principal',
  footerNavLabel: 'Liens du pied de page',
  legalNavLabel: 'Informations légales',
  skipLink: 'Aller au contenu principal',
  rights: 'Tous droits réservés.',
};
