/** What the home page says; the page only lays it out. */
import { BRAND_NAME, SLOGAN } from './brand';
import { links, type NavLink } from './navigation';
import type { IconName } from './icons';

export const homeSeo = {
  title: `${BRAND_NAME} — ${SLOGAN}`,
  description: `${BRAND_NAME} réunit six technologies souveraines — OS conteneurisé, agent IA, cluster GPU, firewall IA, blockchain et hébergement haute disponibilité — sur une plateforme unique hébergée en France.`,
};

export const hero = {
  eyebrow: SLOGAN,
  title: 'Votre infrastructure, vos données, votre souveraineté',
  subtitle:
    "Une plateforme unique pour déployer, sécuriser et faire grandir vos services : de l'OS aux modèles d'IA, tout est hébergé et opéré en France.",
  primary: { href: links.pricing.href, label: 'Commencer' } satisfies NavLink,
  secondary: { href: links.demo.href, label: 'Planifier une démo' } satisfies NavLink,
  reassurance: ['Essai gratuit 14 jours', 'Sans carte bancaire', 'Données hébergées en France'],
};

export const KEY_FIGURES_LABEL = 'Chiffres clés';

/** Marketing figures of spec 1 §1. */
export const keyFigures = [
  { value: '6', label: 'technologies intégrées' },
  { value: '5 ans', label: 'de recherche et développement' },
  { value: '6,7 M€', label: 'de valeur technologique' },
] as const;

export const modulesSection = {
  title: 'Six modules, une seule plateforme',
  subtitle: "Activez les briques dont vous avez besoin aujourd'hui, ajoutez les autres quand vous grandissez.",
  cardLinkLabel: 'Découvrir',
};

export interface PlatformSpace {
  icon: IconName;
  title: string;
  audience: string;
  features: readonly string[];
}

/** The unified SaaS platform: one account, two spaces (spec 1 §1, providers' two modes). */
export const platformSection = {
  eyebrow: 'Plateforme SaaS unifiée',
  title: 'Un seul compte, deux espaces',
  subtitle:
    'Vos clients utilisent les services, vos revendeurs les distribuent : la même plateforme sert les deux, avec la même console.',
  spaces: [
    {
      icon: 'user',
      title: 'Espace utilisateur',
      audience: 'Pour les entreprises, les organisations et les développeurs',
      features: [
        'Tous vos services dans une console unique',
        'Facturation claire et sans surprise',
        'Support humain 24/7 selon votre plan',
        'Export de vos données à tout moment',
      ],
    },
    {
      icon: 'briefcase',
      title: 'Espace provider',
      audience: 'Pour les revendeurs et intégrateurs',
      features: [
        'Mode géré : 70 % de commission, nous opérons pour vous',
        'Mode autonome : 30 % de redevance, vous opérez vous-même',
        'Marque blanche : votre logo, votre domaine, vos tarifs',
        'Gestion de vos clients et de leurs abonnements',
      ],
    },
  ] satisfies readonly PlatformSpace[],
  link: { href: links.productSaas.href, label: 'Découvrir la plateforme SaaS' } satisfies NavLink,
};

export const callToAction = {
  title: 'Prêt à reprendre le contrôle de votre infrastructure ?',
  text: 'Nos experts répondent sous 24 h pour étudier votre projet et vous proposer une architecture adaptée.',
  primary: { href: links.contact.href, label: 'Nous contacter' } satisfies NavLink,
  secondary: { href: links.demo.href, label: 'Planifier une démo' } satisfies NavLink,
};
