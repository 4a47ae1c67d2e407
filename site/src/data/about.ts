/** The about page (spec 1 §2 "ABOUT"): the 2020-2025 timeline and four values; the key figures are the home page's (KeyFigures.astro). */
import { elideDe } from '@hexagone/schemas';
import { BRAND_NAME, SLOGAN } from './brand';
import { links, type NavLink } from './navigation';
import type { IconName } from './icons';

export const aboutSeo = {
  title: `À propos — ${BRAND_NAME}`,
  description: `L'histoire ${elideDe(BRAND_NAME)}, de 2020 à aujourd'hui : cinq ans de recherche et développement pour une infrastructure numérique souveraine, et les valeurs qui nous guident.`,
};

export const aboutHero = {
  title: `À propos ${elideDe(BRAND_NAME)}`,
  subtitle: SLOGAN,
  crumb: 'À propos',
};

export const missionSection = {
  eyebrow: 'Notre mission',
  title: 'Rendre la souveraineté numérique accessible',
  paragraphs: [
    "Nous sommes convaincus qu'une organisation doit pouvoir maîtriser ses données, ses calculs et ses outils sans dépendre d'acteurs soumis à des lois étrangères.",
    `${BRAND_NAME} réunit dans une seule plateforme tout ce qu'il faut pour héberger, sécuriser et faire évoluer une infrastructure moderne, de l'OS aux modèles d'IA, opérée en France par des équipes françaises.`,
  ],
};

export interface Milestone {
  year: number;
  title: string;
  text: string;
}

export const timelineSection = {
  title: 'Notre histoire',
  milestones: [
    { year: 2020, title: 'La fondation', text: `Une équipe d'ingénieurs système lance le projet ${BRAND_NAME} et ses premiers travaux de recherche.` },
    { year: 2021, title: 'Le premier OS', text: `Le premier prototype ${elideDe(BRAND_NAME)} OS orchestre ses conteneurs dans nos laboratoires.` },
    { year: 2022, title: "L'IA entre en scène", text: "L'agent IA et le Firewall IA rejoignent la plateforme et protègent nos premiers clients pilotes." },
    { year: 2023, title: 'Calcul et confiance', text: 'Le cluster GPU et la blockchain privée complètent la suite technologique.' },
    { year: 2024, title: 'Haute disponibilité', text: "L'hébergement haute disponibilité et la plateforme SaaS multi-tenant ouvrent la voie aux providers." },
    { year: 2025, title: 'Le lancement', text: "La plateforme s'ouvre au public avec l'édition Community et le programme provider." },
  ] satisfies readonly Milestone[],
};

export interface Value {
  icon: IconName;
  title: string;
  text: string;
}

export const valuesSection = {
  title: 'Nos valeurs',
  values: [
    { icon: 'flag', title: 'Souveraineté', text: 'Vos données restent en France, sous droit français, et vous en gardez la maîtrise.' },
    { icon: 'shield', title: 'Sécurité', text: 'La sécurité est conçue dès la première ligne de code, jamais ajoutée après coup.' },
    { icon: 'eye', title: 'Transparence', text: 'Des tarifs clairs, un code auditable et des engagements que nous publions.' },
    { icon: 'lightbulb', title: 'Innovation', text: "La recherche au service d'outils simples, utiles et durables." },
  ] satisfies readonly Value[],
};

export const aboutCallToAction = {
  title: "Construisons ensemble l'infrastructure de demain",
  text: 'Clients, partenaires ou futurs collègues : parlons de votre projet.',
  primary: { href: links.contact.href, label: 'Nous contacter' } satisfies NavLink,
  secondary: { href: links.solutions.href, label: 'Voir nos solutions' } satisfies NavLink,
};
