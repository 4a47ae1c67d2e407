/**
 * The contact page (spec 1 §2 "CONTACT", §5 "Contact form"): the form's words, the requests
 * other pages open it with (a demo, a data-protection request) and the FAQ.
 */
import { CONTACT_SUCCESS_MESSAGE } from '@hexagone/schemas';
import { BRAND_NAME } from './brand';
import { legalEntity } from './legal-entity';
import { links } from './navigation';
import { PROVIDER_COMMISSION } from './pricing';
import { formatPercent } from '../lib/format-fr';

/** The reply promised to every message (spec 1 §9 "Guarantees"). */
export const REPLY_WITHIN_HOURS = 24;

/** How long the success message stays (spec 1 §9: success alert 5 s). */
export const SUCCESS_VISIBLE_MS = 5000;

export const contactSeo = {
  title: `Contact | ${BRAND_NAME}`,
  description: `Écrivez à l'équipe ${BRAND_NAME} : demande d'information, démonstration, support technique, partenariat ou programme provider. Réponse sous ${REPLY_WITHIN_HOURS} h.`,
};

export const contactHero = {
  title: 'Contactez-nous',
  subtitle: `Un projet, une question, une démonstration ? Notre équipe vous répond sous ${REPLY_WITHIN_HOURS} h ouvrées.`,
  crumb: 'Contact',
};

export const contactForm = {
  title: 'Envoyez-nous un message',
  requiredNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  optional: '(facultatif)',
  placeholders: {
    name: 'Jean Dupont',
    email: 'jean.dupont@entreprise.fr',
    company: 'Ma Société SAS',
    message: 'Décrivez votre besoin en quelques lignes.',
  },
  chooseSubject: 'Choisissez un sujet',
  submit: 'Envoyer le message',
  sending: 'Envoi en cours...',
  success: CONTACT_SUCCESS_MESSAGE,
  failed: "Votre message n'a pas pu être envoyé. Veuillez réessayer.",
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
};

/** A request another page opens the form with: a subject, a first draft and a notice above the form. */
export interface ContactPreset {
  notice: string;
  subject: string;
  message: string;
}

export const contactPresets = {
  /** /contact?demo=true, "Planifier une démo". */
  demo: {
    notice: 'Demande de démo : indiquez vos disponibilités, nous vous proposons un créneau.',
    subject: 'information',
    message: `Bonjour, je souhaite planifier une démonstration de la plateforme ${BRAND_NAME}. Mes disponibilités : `,
  },
  dpo: {
    notice: `Message au ${legalEntity.dpo.title}.`,
    subject: 'other',
    message: 'Bonjour, ma question concerne la protection de mes données personnelles : ',
  },
  'data-export': {
    notice: 'Demande de copie de vos données personnelles (droit d’accès et de portabilité).',
    subject: 'other',
    message: 'Bonjour, je souhaite recevoir une copie de mes données personnelles. Adresse e-mail de mon compte : ',
  },
  'data-deletion': {
    notice: 'Demande de suppression de vos données personnelles (droit à l’effacement).',
    subject: 'other',
    message: 'Bonjour, je souhaite la suppression de mon compte et de mes données personnelles. Adresse e-mail de mon compte : ',
  },
} as const satisfies Record<string, ContactPreset>;

export type ContactRequest = Exclude<keyof typeof contactPresets, 'demo'>;

/** The contact page opened for one of the requests above. */
export const contactRequestHref = (request: ContactRequest) => `${links.contact.href}?request=${request}`;

export const contactAside = {
  title: 'Autres moyens de nous joindre',
  email: { label: 'Par e-mail', value: legalEntity.publisher.email },
  reply: { label: 'Délai de réponse', value: `Sous ${REPLY_WITHIN_HOURS} h ouvrées` },
  demo: { label: 'Démonstration', link: links.demo },
  support: { label: 'Support technique', link: { href: links.support.href, label: 'Centre de support' } },
};

export const contactFaq = {
  title: 'Questions fréquentes',
  items: [
    {
      question: 'Sous quel délai recevrai-je une réponse ?',
      answer: `Nous répondons à chaque message sous ${REPLY_WITHIN_HOURS} h ouvrées. Pour un incident en production, passez par le support de votre offre.`,
    },
    {
      question: 'Comment planifier une démonstration ?',
      answer: 'Choisissez « Planifier une démo » sur le site ou indiquez vos disponibilités dans votre message : un expert vous présente la plateforme en visioconférence.',
    },
    {
      question: 'Comment devenir provider ?',
      answer: `Choisissez le sujet « Devenir Provider ». Deux modes existent : géré, avec ${formatPercent(PROVIDER_COMMISSION.managed)} de commission, ou autonome, avec ${formatPercent(PROVIDER_COMMISSION.autonomous)} de redevance, en marque blanche dans les deux cas.`,
    },
    {
      question: 'Où sont hébergées mes données ?',
      answer: 'Vos données sont hébergées en France, chiffrées au repos et en transit. La politique de confidentialité détaille nos engagements.',
    },
    {
      question: 'Que devient mon message ?',
      answer: 'Il est lu par notre équipe commerciale ou technique selon le sujet choisi, puis conservé le temps de traiter votre demande.',
    },
  ],
};
