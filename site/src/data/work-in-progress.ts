/** The under-construction page (spec 1 §2 "WORK-IN-PROGRESS page"). */
import { BRAND_NAME, OS_NAME } from './brand';
import type { IconName } from './icons';

export const workInProgress = {
  seo: {
    title: `Bientôt disponible | ${BRAND_NAME}`,
    description: `L'espace client ${BRAND_NAME} arrive bientôt : suivez l'avancement et inscrivez-vous pour être prévenu de l'ouverture.`,
  },
  eyebrow: 'En construction',
  title: 'Bientôt disponible',
  text: `Nous mettons la dernière main à votre espace ${BRAND_NAME}. Encore un peu de patience : les premiers services ouvrent très bientôt.`,
  progress: 75,
  progressLabel: 'Avancement du projet',
  teasersTitle: 'Ce qui vous attend',
  teasers: [
    { icon: 'layers', title: OS_NAME, text: "Le système d'exploitation natif conteneurs, immuable et sécurisé." },
    { icon: 'bot', title: 'Agent IA', text: 'Un agent autonome qui surveille et corrige votre infrastructure.' },
    { icon: 'shield', title: 'Firewall IA', text: "Une protection qui apprend de chaque tentative d'intrusion." },
    { icon: 'blocks', title: 'Blockchain', text: 'Votre chaîne privée compatible EVM, déployée en 5 minutes.' },
  ] satisfies readonly { icon: IconName; title: string; text: string }[],
  newsletter: {
    title: "Soyez prévenu de l'ouverture",
    text: 'Une seule notification, le jour du lancement. Pas de spam.',
    label: 'Adresse e-mail',
    placeholder: 'vous@entreprise.fr',
    submit: "M'avertir",
    submitting: 'Inscription en cours...',
    failed: "L'inscription n'a pas pu être enregistrée. Veuillez réessayer.",
    unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
  },
  backHome: "Retour à l'accueil",
};
