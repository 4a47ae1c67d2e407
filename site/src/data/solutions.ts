/** The solutions page (spec 1 §2 "SOLUTIONS"): six solutions leading to a product or to contact, six industries. */
import { BRAND_NAME } from './brand';
import { links, type NavLink } from './navigation';
import type { IconName } from './icons';

export const solutionsSeo = {
  title: `Solutions — ${BRAND_NAME}`,
  description: `Les solutions ${BRAND_NAME} par besoin — cloud souverain, IA d'entreprise, calcul GPU, cybersécurité, haute disponibilité — et par secteur : finance, santé, e-commerce, industrie, éducation et secteur public.`,
};

export const solutionsHero = {
  title: 'Des solutions pour chaque besoin',
  subtitle: 'Partez de votre problème, nous assemblons les briques qui y répondent, hébergées et opérées en France.',
  crumb: 'Solutions',
};

export interface Solution {
  icon: IconName;
  title: string;
  text: string;
  points: readonly string[];
  link: NavLink;
}

export const solutionsSection = {
  title: 'Par besoin',
  solutions: [
    {
      icon: 'cloud',
      title: 'Cloud souverain',
      text: 'Migrez vos applications vers une infrastructure conteneurisée hébergée en France.',
      points: ['Migration accompagnée', 'Réversibilité garantie'],
      link: { href: links.productOs.href, label: `Découvrir ${links.productOs.label}` },
    },
    {
      icon: 'bot',
      title: "IA d'entreprise",
      text: "Automatisez l'exploitation et interrogez vos systèmes en langage naturel.",
      points: ['Agent autonome', 'Décisions tracées'],
      link: { href: links.productAgent.href, label: `Découvrir ${links.productAgent.label}` },
    },
    {
      icon: 'cpu',
      title: 'Calcul haute performance',
      text: 'Entraînez et servez vos modèles sur des GPU réservés à la demande.',
      points: ["Facturation à l'usage", 'Données sur le territoire'],
      link: { href: links.productCluster.href, label: `Découvrir ${links.productCluster.label}` },
    },
    {
      icon: 'shield',
      title: 'Cybersécurité',
      text: "Détectez et bloquez les menaces avant qu'elles n'atteignent vos services.",
      points: ['Détection comportementale', 'Rapports de conformité'],
      link: { href: links.productFirewall.href, label: `Découvrir ${links.productFirewall.label}` },
    },
    {
      icon: 'server',
      title: "Continuité d'activité",
      text: 'Gardez vos applications critiques en ligne, même quand une zone tombe.',
      points: ['Bascule automatique', 'Sauvegardes continues'],
      link: { href: links.productHosting.href, label: `Découvrir ${links.productHosting.label}` },
    },
    {
      icon: 'sliders',
      title: 'Projet sur mesure',
      text: 'Un besoin particulier ? Nos architectes conçoivent avec vous la plateforme adaptée.',
      points: ['Étude gratuite', 'Accompagnement de bout en bout'],
      link: { href: links.contact.href, label: 'Parler à un architecte' },
    },
  ] satisfies readonly Solution[],
};

export interface Industry {
  icon: IconName;
  name: string;
  text: string;
  uses: readonly string[];
}

export const industriesSection = {
  title: 'Par secteur',
  subtitle: 'Des exigences propres à chaque métier, une même plateforme pour y répondre.',
  usesLabel: (industry: string) => `Usages dans le secteur ${industry}`,
  industries: [
    {
      icon: 'trendingUp',
      name: 'Finance',
      text: 'Des transactions sécurisées et traçables pour les banques, assurances et fintechs.',
      uses: ['Registres blockchain', 'Détection de fraude', 'Haute disponibilité'],
    },
    {
      icon: 'heart',
      name: 'Santé',
      text: 'Des données de santé protégées et des applications disponibles à toute heure.',
      uses: ['Hébergement en France', 'Chiffrement de bout en bout', "IA d'aide au diagnostic"],
    },
    {
      icon: 'cart',
      name: 'E-commerce',
      text: 'Des boutiques rapides qui tiennent la charge des soldes et des fêtes.',
      uses: ["Mise à l'échelle automatique", 'Protection contre les robots', 'Recommandations IA'],
    },
    {
      icon: 'factory',
      name: 'Industrie',
      text: "Des usines connectées, supervisées et protégées jusqu'en périphérie.",
      uses: ['Nœuds en périphérie', 'Maintenance prédictive', 'Traçabilité des pièces'],
    },
    {
      icon: 'graduation',
      name: 'Éducation',
      text: 'Des environnements numériques fiables pour les écoles, universités et laboratoires.',
      uses: ['Calcul pour la recherche', 'Espaces multi-établissements', 'Données des élèves protégées'],
    },
    {
      icon: 'landmark',
      name: 'Gouvernement',
      text: 'Une infrastructure souveraine pour les administrations et les collectivités.',
      uses: ['Hébergement souverain', "Journal d'audit complet", 'Réversibilité garantie'],
    },
  ] satisfies readonly Industry[],
};

export const solutionsCallToAction = {
  title: 'Parlons de votre projet',
  text: 'Un architecte vous répond sous 24 h pour étudier votre besoin.',
  primary: { href: links.contact.href, label: 'Nous contacter' } satisfies NavLink,
  secondary: { href: links.demo.href, label: 'Planifier une démo' } satisfies NavLink,
};
