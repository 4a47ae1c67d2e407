/** The pricing page (spec 1 §2 "PRICING", §3 "Pricing plan", §9 "Plans", "GPU"): plans, Community edition, providers, GPU. */
import { PLAN_CATALOGUE } from '@hexagone/schemas';
import { BRAND_NAME } from './brand';
import { links, type NavLink } from './navigation';
import type { IconName } from './icons';
import { SUPPORT_RESPONSE } from './support';
import { formatEuros, formatNumber, formatPercent } from '../lib/pricing';

export const pricingSeo = {
  title: `Tarifs — ${BRAND_NAME}`,
  description: `Les offres ${BRAND_NAME} : Community gratuite, Starter, Professional, Enterprise et sur mesure. Facturation mensuelle ou annuelle, GPU à la demande et estimateur de coûts.`,
};

export const pricingHero = {
  title: 'Des tarifs simples et transparents',
  subtitle: "Commencez gratuitement, payez au mois ou à l'année, et passez à l'offre supérieure quand vous grandissez.",
  crumb: 'Tarifs',
};

export const plansSection = {
  title: 'Choisissez votre offre',
  subtitle: 'Toutes les offres payantes incluent l\'hébergement en France, les mises à jour et la console unifiée.',
};

/** Availability guaranteed by the paid plans, in percents (spec 1 §9 "Guarantees"). */
export const SLA_PERCENT = { professional: 99.9, enterprise: 99.99 } as const;

/** Days of free trial of the Professional plan, without a bank card (the plan catalogue's, shared with the billing plans). */
export const TRIAL_DAYS = PLAN_CATALOGUE.professional.trial_days;

/** Requests of the AI agent included each month in the Professional plan. */
const PROFESSIONAL_AGENT_REQUESTS = 10_000;

export type PlanVariant = 'ghost' | 'secondary' | 'primary';

export interface PricingPlan {
  id: string;
  name: string;
  description: string;
  /** Euros; the custom plan gives its starting price. */
  monthlyPrice: number;
  /** Euros; none for the custom plan, quoted case by case. */
  yearlyPrice: number | null;
  features: readonly string[];
  limitations: readonly string[];
  cta: NavLink;
  variant: PlanVariant;
  popular?: boolean;
  isFree?: boolean;
  isCustom?: boolean;
}

export const ESTIMATOR_ANCHOR = 'estimateur';

export const pricingPlans: readonly PricingPlan[] = [
  {
    id: 'community',
    name: 'Community',
    description: "L'édition libre, à installer sur vos propres serveurs.",
    monthlyPrice: 0,
    yearlyPrice: 0,
    features: [`${BRAND_NAME} OS complet`, 'Orchestration de conteneurs', 'Mises à jour de sécurité', 'Entraide sur le forum'],
    limitations: ["Pas d'agent IA", 'Pas de SLA', 'Support communautaire uniquement'],
    cta: { href: links.download.href, label: 'Télécharger' },
    variant: 'ghost',
    isFree: true,
  },
  {
    id: 'starter',
    name: PLAN_CATALOGUE.starter.name,
    description: 'Pour lancer un premier projet hébergé en France.',
    monthlyPrice: PLAN_CATALOGUE.starter.price_monthly,
    yearlyPrice: PLAN_CATALOGUE.starter.price_yearly,
    features: ['1 conteneur', '2 Go de RAM', '20 Go de stockage', 'Certificats TLS inclus', `Support e-mail (réponse en ${SUPPORT_RESPONSE.basic})`],
    limitations: ["Pas d'agent IA", 'Pas de SLA'],
    cta: { href: links.contact.href, label: 'Commencer' },
    variant: 'secondary',
  },
  {
    id: 'professional',
    name: PLAN_CATALOGUE.professional.name,
    description: 'Pour les équipes qui exploitent des services en production.',
    monthlyPrice: PLAN_CATALOGUE.professional.price_monthly,
    yearlyPrice: PLAN_CATALOGUE.professional.price_yearly,
    features: [
      '5 conteneurs',
      '8 Go de RAM',
      '100 Go de stockage',
      `Agent IA : ${formatNumber(PROFESSIONAL_AGENT_REQUESTS)} requêtes par mois`,
      `SLA ${formatPercent(SLA_PERCENT.professional)}`,
      `Support prioritaire (réponse en ${SUPPORT_RESPONSE.professional})`,
      `Essai gratuit de ${TRIAL_DAYS} jours, sans carte bancaire`,
    ],
    limitations: ["GPU facturés à l'usage"],
    cta: { href: links.contact.href, label: `Essayer ${TRIAL_DAYS} jours` },
    variant: 'primary',
    popular: true,
  },
  {
    id: 'enterprise',
    name: PLAN_CATALOGUE.enterprise.name,
    description: 'Pour les organisations aux exigences critiques.',
    monthlyPrice: PLAN_CATALOGUE.enterprise.price_monthly,
    yearlyPrice: PLAN_CATALOGUE.enterprise.price_yearly,
    features: [
      'Conteneurs illimités',
      `SLA ${formatPercent(SLA_PERCENT.enterprise)}`,
      'Agent IA sans limite de requêtes',
      `Support critique 24/7 (réponse en ${SUPPORT_RESPONSE.enterprise})`,
      "Firewall IA et journal d'audit",
      'Responsable de compte dédié',
    ],
    limitations: ['Engagement annuel recommandé'],
    cta: { href: links.contact.href, label: 'Contacter les ventes' },
    variant: 'secondary',
  },
  {
    id: 'custom',
    name: 'Sur mesure',
    description: 'Une infrastructure dédiée dimensionnée pour vous.',
    monthlyPrice: 999,
    yearlyPrice: null,
    features: ['Ressources dédiées à la carte', 'GPU réservés', 'Déploiement sur site ou cloud privé', 'Accompagnement et formation'],
    limitations: [],
    cta: { href: `#${ESTIMATOR_ANCHOR}`, label: 'Estimer mon coût' },
    variant: 'ghost',
    isCustom: true,
  },
];

/** The plan whose yearly discount the savings badge announces (spec 1 §9). */
export const SAVINGS_REFERENCE_PLAN_ID = 'professional';

export const planTexts = {
  billingLegend: 'Période de facturation',
  monthly: 'Mensuel',
  yearly: 'Annuel',
  savings: (percent: string) => `Économisez ${percent}`,
  popular: 'Le plus populaire',
  free: 'Gratuit',
  freeNote: 'Pour toujours',
  perMonth: '/mois',
  perMonthLabel: 'par mois',
  monthlyNote: 'Facturé chaque mois, sans engagement',
  yearlyNote: (yearly: string) => `Soit ${yearly} facturés une fois par an`,
  customFrom: 'À partir de',
  customNote: 'Sur devis',
  featuresLabel: (plan: string) => `Inclus dans l'offre ${plan}`,
  limitationsLabel: (plan: string) => `Limites de l'offre ${plan}`,
  vat: 'Prix hors taxes.',
};

export const communitySection = {
  eyebrow: 'Édition Community',
  title: `${BRAND_NAME} Community, libre et gratuite`,
  text: 'Installez la plateforme sur vos propres machines, sans limite de durée ni de nombre de serveurs. Vous gardez la main sur tout, la communauté vous accompagne.',
  features: [
    `${BRAND_NAME} OS et son orchestrateur de conteneurs`,
    "Console d'administration web",
    'Mises à jour de sécurité régulières',
    'Images Linux, Docker et Kubernetes',
    'Documentation et forum communautaire',
  ],
  primary: { href: links.download.href, label: "Télécharger l'édition Community" } satisfies NavLink,
  secondary: { href: links.forum.href, label: 'Rejoindre le forum' } satisfies NavLink,
};

export const PROVIDER_COMMISSION = { managed: 70, autonomous: 30 } as const;

export interface ProviderMode {
  icon: IconName;
  title: string;
  share: string;
  shareLabel: string;
  text: string;
  points: readonly string[];
}

export const providerSection = {
  eyebrow: 'Programme provider',
  title: 'Revendez la plateforme sous votre marque',
  subtitle: "Hébergeurs, intégrateurs et ESN : choisissez votre niveau d'implication, nous fournissons la technologie.",
  modes: [
    {
      icon: 'briefcase',
      title: 'Mode géré',
      share: formatPercent(PROVIDER_COMMISSION.managed),
      shareLabel: 'de commission',
      text: "Vous apportez les clients, nous opérons l'infrastructure, le support et la facturation.",
      points: ['Aucune infrastructure à maintenir', 'Support de niveau 2 et 3 assuré par nos équipes', 'Commission versée chaque mois'],
    },
    {
      icon: 'server',
      title: 'Mode autonome',
      share: formatPercent(PROVIDER_COMMISSION.autonomous),
      shareLabel: 'de redevance',
      text: 'Vous opérez la plateforme sur vos serveurs et fixez librement vos tarifs.',
      points: ['Vos centres de données, vos tarifs', 'Accès aux mises à jour et à la feuille de route', "Redevance calculée sur votre chiffre d'affaires"],
    },
  ] satisfies readonly ProviderMode[],
  whiteLabel: {
    title: 'Marque blanche incluse',
    points: ['Votre logo et vos couleurs', 'Votre nom de domaine', 'Vos factures à votre nom'],
  },
  cta: { href: links.contact.href, label: 'Devenir provider' } satisfies NavLink,
};

export type GpuStatus = 'available' | 'limited';

export interface GpuOffer {
  name: string;
  /** GB of video memory. */
  vram: number;
  /** FP16 tensor throughput, in TFLOPS. */
  performance: number;
  pricePerHour: number;
  pricePerToken: number;
  status: GpuStatus;
}

export const gpuOffers: readonly GpuOffer[] = [
  { name: 'NVIDIA RTX 4090', vram: 24, performance: 165, pricePerHour: 2.5, pricePerToken: 0.0001, status: 'available' },
  { name: 'NVIDIA A40', vram: 48, performance: 150, pricePerHour: 3.8, pricePerToken: 0.00015, status: 'available' },
  { name: 'NVIDIA A100', vram: 80, performance: 312, pricePerHour: 5.2, pricePerToken: 0.0002, status: 'available' },
  { name: 'NVIDIA H100', vram: 80, performance: 989, pricePerHour: 8.9, pricePerToken: 0.0003, status: 'limited' },
];

export const gpuSection = {
  eyebrow: 'GPU à la demande',
  title: "La puissance GPU, à l'heure ou au jeton",
  subtitle: 'Des cartes hébergées en France pour entraîner et servir vos modèles, sans engagement.',
  caption: 'Tarifs des GPU à la demande, hors taxes',
  columns: { name: 'GPU', vram: 'Mémoire', performance: 'Performance', hour: 'Prix par heure', token: 'Prix par jeton', status: 'Disponibilité' },
  vram: (gb: number) => `${gb} Go`,
  performance: (tflops: number) => `${formatNumber(tflops)} TFLOPS FP16`,
  hour: (price: number) => formatEuros(price, 2),
  token: (price: number) => formatEuros(price, 4, 5),
  status: { available: 'Disponible', limited: 'Stock limité' } satisfies Record<GpuStatus, string>,
  cta: { href: links.productCluster.href, label: 'Découvrir Cluster AI' } satisfies NavLink,
};

export const estimatorSection = {
  eyebrow: 'Sur mesure',
  title: 'Estimez le coût de votre infrastructure dédiée',
  text: 'Choisissez vos processeurs, votre mémoire, votre stockage et vos GPU : le calculateur vous donne un ordre de grandeur mensuel avant même de nous parler.',
};

export const pricingCallToAction = {
  title: 'Une question sur nos offres ?',
  text: 'Nos conseillers vous aident à choisir la formule adaptée et répondent sous 24 h.',
  primary: { href: links.contact.href, label: 'Nous contacter' } satisfies NavLink,
  secondary: { href: links.demo.href, label: 'Planifier une démo' } satisfies NavLink,
};
