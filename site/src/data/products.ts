/**
 * The seven product pages (spec 1 §2 "PRODUCT PAGES", §9 Hosting HA, Blockchain and SaaS figures):
 * hero, feature cards, use cases, a call to action, and the extra sections of three of them.
 */
import { BRAND_NAME } from './brand';
import { featureBlocks, type Feature } from './features';
import { links, type NavLink } from './navigation';
import type { IconName } from './icons';
import { SLA_PERCENT } from './pricing';
import { formatPercent } from '../lib/pricing';

export interface UseCase {
  icon: IconName;
  title: string;
  text: string;
}

export interface HostingPlan {
  name: string;
  /** Euros per month. */
  price: number;
  features: readonly string[];
  popular?: boolean;
}

export interface StatusFigure {
  label: string;
  value: string;
}

export interface HostingExtra {
  kind: 'hosting';
  title: string;
  subtitle: string;
  perMonth: string;
  popular: string;
  plans: readonly HostingPlan[];
  cta: NavLink;
}

export interface BlockchainExtra {
  kind: 'blockchain';
  foundation: { title: string; points: readonly { title: string; text: string }[] };
  deploy: { title: string; text: string; templatesTitle: string; templates: readonly string[]; sdkTitle: string; sdks: readonly string[] };
  architecture: { title: string; layers: readonly { title: string; text: string }[] };
  tools: { title: string; tools: readonly Feature[] };
  chainStatus: { title: string; note: string; live: string; figures: readonly StatusFigure[] };
}

export interface SaasTier {
  name: string;
  users: string;
  /** Euros per month; none when quoted. */
  price: number | null;
}

export interface SaasExtra {
  kind: 'saas';
  stack: { title: string; text: string; items: readonly { name: string; role: string }[] };
  metrics: { title: string; note: string; figures: readonly StatusFigure[] };
  tiers: { title: string; subtitle: string; perMonth: string; quote: string; tiers: readonly SaasTier[] };
  actions: { deploy: NavLink; docs: NavLink; sales: NavLink };
}

export interface ProductPage {
  link: NavLink;
  name: string;
  icon: IconName;
  tagline: string;
  description: string;
  highlights: readonly string[];
  features: readonly Feature[];
  useCases: readonly UseCase[];
  cta: { title: string; text: string };
  extra?: HostingExtra | BlockchainExtra | SaasExtra;
}

/** The words every product page shares. */
export const productTexts = {
  crumb: { label: 'Produits', href: links.features.href },
  seoTitle: (name: string) => `${name} — ${BRAND_NAME}`,
  highlightsLabel: 'Points forts',
  featuresTitle: 'Fonctionnalités',
  featuresSubtitle: 'Conçues pour la production, dès le premier jour.',
  useCasesTitle: "Cas d'usage",
  demo: links.demo,
  contact: { href: links.contact.href, label: 'Nous contacter' } satisfies NavLink,
};

/** Days in which the SaaS platform promises a launch (spec 1 §9). */
export const SAAS_LAUNCH_DAYS = 14;

/** Blockchain deployment time from a template, in minutes. */
const BLOCKCHAIN_DEPLOY_MINUTES = 5;

function moduleEntry(link: NavLink) {
  const block = featureBlocks.find(({ module }) => module.link.href === link.href);
  if (!block) throw new Error(`No feature block for ${link.href}`);
  const { module, description, features } = block;
  return { link: module.link, name: module.name, icon: module.icon, tagline: module.tagline, description, highlights: module.highlights, features };
}

export const productPages: readonly ProductPage[] = [
  {
    ...moduleEntry(links.productOs),
    useCases: [
      { icon: 'server', title: 'Centres de données', text: 'Un socle identique et immuable sur chaque serveur, mis à jour sans interruption.' },
      { icon: 'code', title: 'Équipes de développement', text: "Le même environnement du poste du développeur jusqu'à la production." },
      { icon: 'globe', title: 'Sites distants', text: 'Des nœuds en périphérie administrés à distance, même sur des liaisons lentes.' },
    ],
    cta: { title: `Passez à ${BRAND_NAME} OS`, text: "Téléchargez l'édition Community ou demandez une démonstration de la version entreprise." },
  },
  {
    ...moduleEntry(links.productAgent),
    useCases: [
      { icon: 'alert', title: 'Astreinte allégée', text: "L'agent traite les incidents courants la nuit et vous réveille seulement quand il le faut." },
      { icon: 'trendingUp', title: 'Optimisation des coûts', text: 'Des ressources ajustées à la charge réelle, semaine après semaine.' },
      { icon: 'message', title: 'Exploitation en langage naturel', text: "« Pourquoi l'API est-elle lente ? » : une réponse argumentée en quelques secondes." },
    ],
    cta: { title: 'Confiez la routine à votre agent IA', text: "Voyez l'agent diagnostiquer et corriger un incident réel lors d'une démonstration." },
  },
  {
    ...moduleEntry(links.productCluster),
    useCases: [
      { icon: 'sparkles', title: 'Entraînement de modèles', text: 'Des A100 et H100 réservées le temps de vos entraînements, sans matériel à acheter.' },
      { icon: 'zap', title: 'Inférence en production', text: 'Servez vos modèles au jeton, avec une latence stable et des données en France.' },
      { icon: 'graduation', title: 'Recherche', text: 'Des environnements reproductibles pour les laboratoires et les équipes de R&D.' },
    ],
    cta: { title: 'Lancez vos calculs sur des GPU souverains', text: 'Nos ingénieurs vous aident à choisir la carte adaptée à votre charge.' },
  },
  {
    ...moduleEntry(links.productFirewall),
    useCases: [
      { icon: 'globe', title: 'Protection des applications web', text: 'Injections, robots et attaques par déni de service bloqués en amont.' },
      { icon: 'key', title: 'Sécurisation des API', text: 'Détection des abus de clés et des comportements anormaux des clients.' },
      { icon: 'fileText', title: 'Conformité', text: 'Des preuves de protection prêtes pour vos audits et vos clients.' },
    ],
    cta: { title: 'Protégez vos services avec le Firewall IA', text: 'Faites analyser votre trafic et découvrez ce que vos règles actuelles laissent passer.' },
  },
  {
    ...moduleEntry(links.productHosting),
    useCases: [
      { icon: 'cart', title: 'Commerce en ligne', text: 'Votre boutique reste ouverte pendant les pics de trafic et les pannes de zone.' },
      { icon: 'creditCard', title: 'Services financiers', text: 'Des transactions sans interruption et des données répliquées en France.' },
      { icon: 'heart', title: 'Santé', text: 'Des applications critiques disponibles à toute heure pour les soignants.' },
    ],
    cta: { title: 'Visez le zéro interruption', text: 'Nos architectes dimensionnent avec vous votre plan de reprise.' },
    extra: {
      kind: 'hosting',
      title: 'Offres Hosting HA',
      subtitle: 'Toutes les offres incluent la bascule automatique et la réplication en France.',
      perMonth: '/mois',
      popular: 'Le plus populaire',
      plans: [
        { name: 'Starter', price: 99, features: ['2 zones de disponibilité', 'Sauvegarde quotidienne', 'Bascule automatique', 'Certificats TLS inclus'] },
        {
          name: 'Business',
          price: 299,
          features: ['3 zones de disponibilité', 'Sauvegarde continue', 'Équilibrage de charge', 'Support 24/7'],
          popular: true,
        },
        {
          name: 'Enterprise',
          price: 799,
          features: ['Réplication multi-régions', 'Restauration à la seconde près', 'Architecte technique dédié', 'Tests de bascule trimestriels'],
        },
      ],
      cta: { href: links.contact.href, label: 'Choisir cette offre' },
    },
  },
  {
    ...moduleEntry(links.productBlockchain),
    useCases: [
      { icon: 'package', title: 'Traçabilité', text: "Suivez vos produits de l'usine au client sur un registre infalsifiable." },
      { icon: 'creditCard', title: 'Actifs numériques', text: 'Émettez jetons et certificats sur une chaîne que vous contrôlez.' },
      { icon: 'users', title: 'Consortiums', text: 'Partagez un registre entre partenaires sans tiers de confiance.' },
    ],
    cta: { title: 'Déployez votre chaîne', text: `Choisissez un modèle et obtenez une chaîne opérationnelle en ${BLOCKCHAIN_DEPLOY_MINUTES} minutes.` },
    extra: {
      kind: 'blockchain',
      foundation: {
        title: 'Une base éprouvée',
        points: [
          { title: 'Cosmos et Tendermint', text: 'Un cadre modulaire et un consensus byzantin reconnus.' },
          { title: 'Compatible EVM', text: 'Contrats Solidity, portefeuilles et outils Ethereum.' },
          { title: "Preuve d'enjeu", text: 'Des validateurs qui engagent leurs jetons, sans minage énergivore.' },
          { title: 'Privée ou publique', text: 'Réservée à vos partenaires ou ouverte à tous, selon votre projet.' },
        ],
      },
      deploy: {
        title: `Une chaîne en ${BLOCKCHAIN_DEPLOY_MINUTES} minutes`,
        text: "Partez d'un modèle, ajustez ses paramètres et déployez : les nœuds validateurs, l'explorateur et les points d'accès sont créés pour vous.",
        templatesTitle: "Modèles prêts à l'emploi",
        templates: ['Jeton fongible', 'Collection de NFT', 'Gouvernance (DAO)', 'Traçabilité logistique'],
        sdkTitle: 'SDK officiels',
        sdks: ['JavaScript', 'Python', 'Go'],
      },
      architecture: {
        title: 'Architecture modulaire',
        layers: [
          { title: 'Couche 1 personnalisable', text: 'Choisissez le consensus, les frais, la gouvernance et les modules de votre chaîne.' },
          { title: 'Couche 2 intégrée', text: 'Des transactions groupées pour plus de débit et des frais réduits.' },
          { title: 'Ponts universels', text: "Des échanges d'actifs et de messages avec les autres écosystèmes." },
        ],
      },
      tools: {
        title: 'Outils pour les développeurs',
        tools: [
          { icon: 'code', title: 'IDE intégré', text: 'Écrivez, compilez et déployez vos contrats depuis le navigateur.' },
          { icon: 'bug', title: 'Débogueur', text: 'Exécutez une transaction pas à pas et inspectez son état.' },
          { icon: 'barChart', title: 'Analyses', text: "Suivez l'activité, les frais et les performances de votre chaîne." },
          { icon: 'shield', title: "Outils d'audit", text: 'Détectez les failles courantes avant la mise en production.' },
        ],
      },
      chainStatus: {
        title: 'État de la chaîne',
        note: 'Exemple illustratif',
        live: 'Opérationnelle',
        figures: [
          { label: 'Validateurs', value: '42' },
          { label: 'Prix du gaz', value: '15 gwei' },
          { label: 'Temps de bloc', value: '3 s' },
          { label: 'Débit', value: '10 000+ TPS' },
        ],
      },
    },
  },
  {
    link: links.productSaas,
    name: 'Plateforme SaaS',
    icon: 'cloud',
    tagline: 'Votre SaaS multi-tenant, prêt à vendre',
    description:
      "Facturation, comptes, équipes et API : tout le socle d'un logiciel en ligne est déjà construit. Vous vous concentrez sur votre métier.",
    highlights: [`Lancement en ${SAAS_LAUNCH_DAYS} jours`, 'Marque blanche', 'API REST et GraphQL'],
    features: [
      { icon: 'creditCard', title: 'Facturation', text: 'Factures, moyens de paiement et relances automatiques.' },
      { icon: 'dashboard', title: "Tableau de bord d'administration", text: "Clients, abonnements et usage d'un coup d'œil." },
      { icon: 'code', title: 'API REST et GraphQL', text: 'Toutes les fonctions exposées et documentées.' },
      { icon: 'tag', title: 'Marque blanche', text: 'Votre nom, votre logo, votre domaine.' },
      { icon: 'barChart', title: 'Analyses', text: 'Revenus récurrents, rétention et adoption des fonctions.' },
      { icon: 'key', title: 'Authentification et SSO', text: 'Mots de passe, double facteur, SAML et OpenID Connect.' },
      { icon: 'refresh', title: 'Gestion des abonnements', text: "Essais, changements d'offre et résiliations en libre-service." },
      { icon: 'users', title: 'Collaboration en équipe', text: 'Espaces partagés, invitations et commentaires.' },
      { icon: 'terminal', title: 'Outils développeurs', text: 'Bac à sable, webhooks, journaux et SDK.' },
      { icon: 'lock', title: 'Rôles et permissions', text: 'Des droits fins par équipe, par projet et par ressource.' },
    ],
    useCases: [
      { icon: 'rocket', title: 'Éditeurs de logiciels', text: 'Passez du logiciel installé au SaaS sans reconstruire votre socle.' },
      { icon: 'briefcase', title: 'Providers', text: 'Proposez vos propres services en marque blanche à vos clients.' },
      { icon: 'building', title: 'Grandes organisations', text: 'Offrez des outils internes multi-entités avec une gouvernance centralisée.' },
    ],
    cta: { title: `Lancez votre SaaS en ${SAAS_LAUNCH_DAYS} jours`, text: "Nos équipes vous accompagnent de la configuration jusqu'au premier client." },
    extra: {
      kind: 'saas',
      stack: {
        title: 'Une pile technique éprouvée',
        text: `Chaque plateforme tourne sur l'infrastructure ${BRAND_NAME}, hébergée en France.`,
        items: [
          { name: `${BRAND_NAME} OS`, role: 'Système et orchestration' },
          { name: 'Kubernetes', role: "Mise à l'échelle des services" },
          { name: 'PostgreSQL', role: 'Données isolées par client' },
          { name: 'Redis', role: 'Cache et files de messages' },
          { name: 'GraphQL', role: 'API unifiée' },
          { name: 'OpenTelemetry', role: 'Observabilité' },
        ],
      },
      metrics: {
        title: 'Tableau de bord de votre SaaS',
        note: 'Exemple illustratif',
        figures: [
          { label: 'Clients actifs', value: '1 284' },
          { label: 'Revenu mensuel récurrent', value: '48 290 €' },
          { label: 'Rétention à 12 mois', value: '94 %' },
          { label: 'Disponibilité', value: formatPercent(SLA_PERCENT.enterprise) },
        ],
      },
      tiers: {
        title: 'Des tarifs qui suivent votre croissance',
        subtitle: "Le prix dépend du nombre d'utilisateurs de votre plateforme.",
        perMonth: '/mois',
        quote: 'Sur devis',
        tiers: [
          { name: 'Starter', users: '0 à 100 utilisateurs', price: 0 },
          { name: 'Growth', users: '100 à 1 000 utilisateurs', price: 99 },
          { name: 'Scale', users: '1 000 à 10 000 utilisateurs', price: 299 },
          { name: 'Enterprise', users: 'Plus de 10 000 utilisateurs', price: null },
        ],
      },
      actions: {
        deploy: { href: links.demo.href, label: 'Déployer ma plateforme' },
        docs: { href: links.api.href, label: 'Lire la documentation' },
        sales: { href: links.contact.href, label: 'Parler à un commercial' },
      },
    },
  },
];

/** /products/agent-ia → agent-ia. */
export const productSlug = (page: ProductPage) => page.link.href.replace(/^\/products\//, '');
