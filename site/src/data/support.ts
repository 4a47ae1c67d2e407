/** The support page (spec 1 §2 "SUPPORT", §9 "Guarantees"): channels, experts, plans, FAQ, contact and resources. */
import { KB_PATH } from './support-kb';
import { BRAND_NAME } from './brand';
import { links, type NavLink } from './navigation';
import type { IconName } from './icons';

/** Guaranteed first response per support tier. */
export const SUPPORT_RESPONSE = { basic: '48\u00a0h', professional: '4\u00a0h', enterprise: '1\u00a0h' } as const;

/** Price of the Professional support tier, in euros per month. */
export const PROFESSIONAL_SUPPORT_PRICE = 199;

export const supportSeo = {
  title: `Support — ${BRAND_NAME}`,
  description: `Centre d'aide ${BRAND_NAME} : documentation, forum, chat en direct et tickets, experts 24/7, plans de support Basic, Professional et Enterprise, et réponses aux questions fréquentes.`,
};

export const supportHero = {
  title: 'Centre de support',
  subtitle: 'Documentation, communauté ou experts joignables jour et nuit : trouvez la bonne aide au bon moment.',
  crumb: 'Support',
};

export interface HelpChannel {
  icon: IconName;
  title: string;
  text: string;
  /** A link, or the live chat when absent. */
  link?: NavLink;
  chatLabel?: string;
}

const helpChannels: readonly HelpChannel[] = [
  {
    icon: 'book',
    title: 'Documentation',
    text: "Guides d'installation, référence de l'API et exemples de code.",
    link: { href: links.api.href, label: 'Lire la documentation' },
  },
  {
    icon: 'users',
    title: 'Forum communautaire',
    text: 'Posez vos questions et partagez vos retours avec la communauté.',
    link: { href: links.forum.href, label: 'Visiter le forum' },
  },
  {
    icon: 'message',
    title: 'Chat en direct',
    text: 'Un membre de notre équipe vous répond en direct, ou notre assistant vous oriente.',
    link: { href: '#live-chat', label: 'Ouvrir le chat' },
  },
  {
    icon: 'mail',
    title: 'Ticket de support',
    text: 'Décrivez votre problème, un ingénieur prend votre demande en charge.',
    link: { href: '#ticket', label: 'Ouvrir un ticket' },
  },
];

export const channelsSection = {
  title: 'Comment pouvons-nous vous aider ?',
  channels: helpChannels,
};

export const expertsSection = {
  eyebrow: 'Experts 24/7',
  title: 'Des ingénieurs à vos côtés, jour et nuit',
  text: "Nos équipes d'exploitation connaissent la plateforme de l'intérieur : elles diagnostiquent, corrigent et vous expliquent.",
  points: [
    'Ingénieurs basés en France, qui vous répondent en français',
    `Prise en charge des incidents critiques en moins de ${SUPPORT_RESPONSE.enterprise} avec le plan Enterprise`,
    "Suivi de chaque demande jusqu'à sa résolution",
    'Analyse après incident et recommandations',
  ],
};

export const statusCard = {
  title: 'État des services',
  text: 'Tous les systèmes sont opérationnels.',
  link: { href: links.status.href, label: 'Voir la page de statut' } satisfies NavLink,
};

export interface SupportPlan {
  name: string;
  /** Euros per month, or a word ('Inclus', 'Sur devis') shown without the /mois suffix. */
  price: number | string;
  features: readonly string[];
  popular?: boolean;
  cta?: NavLink;
}

const supportPlans: readonly SupportPlan[] = [
  {
    name: 'Basic',
    price: 'Inclus',
    features: [`Réponse sous ${SUPPORT_RESPONSE.basic}`, 'Tickets par e-mail', 'Documentation et forum', 'Jours ouvrés'],
  },
  {
    name: 'Professional',
    price: PROFESSIONAL_SUPPORT_PRICE,
    features: [`Réponse sous ${SUPPORT_RESPONSE.professional}`, 'Chat et téléphone', 'Support 24/7', 'Suivi des incidents en temps réel'],
    popular: true,
    cta: { href: links.contact.href, label: 'Choisir Professional' },
  },
  {
    name: 'Enterprise',
    price: 'Sur devis',
    features: [
      `Réponse sous ${SUPPORT_RESPONSE.enterprise} pour les incidents critiques`,
      'Responsable de compte dédié',
      'Ligne directe 24/7',
      'Revues trimestrielles de votre infrastructure',
    ],
    cta: { href: links.contact.href, label: 'Nous contacter' },
  },
];

export const plansSection = {
  title: 'Plans de support',
  subtitle: 'Choisissez le niveau de réactivité dont votre activité a besoin.',
  perMonth: '/mois',
  recommended: 'Recommandé',
  plans: supportPlans,
};

export interface FaqEntry {
  question: string;
  answer: string;
}

export const faqSection = {
  title: 'Questions fréquentes',
  entries: [
    {
      question: 'Comment ouvrir un ticket de support ?',
      answer: 'Utilisez le formulaire de contact en choisissant le sujet « Support technique ». Votre demande reçoit un numéro de suivi et un ingénieur vous répond dans le délai de votre plan.',
    },
    {
      question: 'Quels sont les délais de réponse ?',
      answer: `Ils dépendent de votre plan : sous ${SUPPORT_RESPONSE.basic} avec Basic, sous ${SUPPORT_RESPONSE.professional} avec Professional et sous ${SUPPORT_RESPONSE.enterprise} pour les incidents critiques avec Enterprise.`,
    },
    {
      question: "L'édition Community a-t-elle droit au support ?",
      answer: "L'édition Community est accompagnée par la communauté sur le forum. Vous pouvez souscrire un plan de support à tout moment pour bénéficier de nos ingénieurs.",
    },
    {
      question: 'Où sont hébergées mes données ?',
      answer: 'Dans nos centres de données situés en France. Vos données ne quittent pas le territoire sans votre accord explicite.',
    },
    {
      question: 'Comment suivre une panne en cours ?',
      answer: "La page de statut indique l'état de chaque service et région, l'historique des incidents et vous permet de vous abonner aux notifications.",
    },
    {
      question: 'Puis-je changer de plan de support ?',
      answer: "Oui, à tout moment. Le nouveau plan s'applique immédiatement et la facturation est ajustée au prorata.",
    },
  ] satisfies readonly FaqEntry[],
};

export const contactBlock = {
  title: "Vous n'avez pas trouvé votre réponse ?",
  text: 'Écrivez à notre équipe ou discutez avec notre assistant en direct.',
  support: { href: '#ticket', label: 'Contacter le support' } satisfies NavLink,
  chat: 'Démarrer le chat en direct',
};

export const resourcesSection = {
  title: 'Ressources utiles',
  resources: [
    { icon: 'fileText', link: { href: KB_PATH, label: 'Base de connaissances' } },
    { icon: 'code', link: { href: links.api.href, label: "Documentation de l'API" } },
    { icon: 'download', link: { href: links.download.href, label: "Télécharger l'édition Community" } },
    { icon: 'users', link: { href: links.forum.href, label: 'Forum de la communauté' } },
    { icon: 'activity', link: { href: links.status.href, label: 'État des services' } },
    { icon: 'fileText', link: { href: links.terms.href, label: "Conditions d'utilisation" } },
    { icon: 'lock', link: { href: links.privacy.href, label: 'Politique de confidentialité' } },
  ] satisfies readonly { icon: IconName; link: NavLink }[],
};
