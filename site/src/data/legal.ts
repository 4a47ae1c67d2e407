/**
 * The legal documents (spec 1 §2 "LEGAL PAGES", §9 "Guarantees and terms"; spec 3 §9): terms
 * of use (CGU), terms of sale (CGV) and privacy policy. Each figure is declared once below and
 * the texts are written from it.
 */
import { elideDe, PAYMENT_TERMS, RAW_EVENTS_KEEP_MONTHS } from '@hexagone/schemas';
import { BRAND_NAME, OS_NAME } from './brand';
import { contactRequestHref } from './contact';
import type { Crumb } from './hero';
import type { IconName } from './icons';
import { legalEntity } from './legal-entity';
import { links, type NavLink } from './navigation';
import { ESTIMATOR_ANCHOR, SLA_PERCENT, TRIAL_DAYS } from './pricing';
import { formatDate, formatEuros, formatPercent } from '../lib/format-fr';

/** Terms of use (CGU). */
export const TERMS_OF_USE = {
  version: '2.1',
  effectiveDate: '2025-01-01',
  termsChangeNoticeDays: 30,
  priceChangeNoticeDays: 60,
  liabilityCapMonths: 12,
  dataExportDays: 30,
} as const;

/** Terms of sale (CGV). */
export const TERMS_OF_SALE = {
  version: '2.1',
  /** VAT, payment days, late penalty, recovery fee, suspension: the figures invoices repeat. */
  ...PAYMENT_TERMS,
  activationHours: 24,
  trialDays: TRIAL_DAYS,
  /** Standard and Premium service levels are those of the Professional and Enterprise plans. */
  sla: { standard: SLA_PERCENT.professional, premium: SLA_PERCENT.enterprise },
  terminationNotice: 'un mois',
  dataKeptDays: 30,
  forceMajeureDays: 30,
  moneyBackDays: 30,
  court: 'Paris',
} as const;

/** Privacy policy. */
export const PRIVACY_POLICY = {
  updatedAt: '2025-01-06',
  rightsAnswerDays: 30,
  encryptionAtRest: 'AES-256',
  encryptionInTransit: 'TLS 1.3',
  retention: { accountYearsAfterRelationship: 3, billingYears: 10, technicalLogsMonths: 12, audienceEventsMonths: RAW_EVENTS_KEEP_MONTHS },
} as const;

export const LEGAL_HUB: Crumb = { label: links.legal.label, href: links.legal.href };

export interface LegalTable {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  table?: LegalTable;
}

export interface PaymentMethod {
  icon: IconName;
  name: string;
  text: string;
}

export type LegalAction = { kind: 'link'; icon: IconName; link: NavLink } | { kind: 'print'; icon: IconName; label: string };

export interface LegalDocument {
  seo: { title: string; description: string };
  title: string;
  /** Last crumb, after 'Mentions légales'. */
  crumb: string;
  /** "Version 2.1 — en vigueur depuis le 1er janvier 2025". */
  status: string;
  intro: string;
  sections: readonly LegalSection[];
  actions: readonly LegalAction[];
}

export const legalTexts = {
  toc: 'Sommaire',
  actionsLabel: 'Actions sur le document',
  printNote: "Pour un PDF, choisissez « Enregistrer au format PDF » comme imprimante.",
  backToLegal: 'Toutes les informations légales',
  related: 'Documents liés',
};

const print: LegalAction = { kind: 'print', icon: 'printer', label: 'Imprimer / télécharger en PDF' };
const days = (n: number) => `${n} jours`;
const { version: cguVersion } = TERMS_OF_USE;
const s = TERMS_OF_SALE;
const p = PRIVACY_POLICY;

export const paymentMethodsTitle = 'Moyens de paiement acceptés';

export const paymentMethods: readonly PaymentMethod[] = [
  { icon: 'creditCard', name: 'Carte bancaire', text: 'Visa, Mastercard et CB, débitées à chaque échéance.' },
  { icon: 'refresh', name: 'Prélèvement SEPA', text: 'Prélèvement automatique après signature d’un mandat.' },
  { icon: 'landmark', name: 'Virement bancaire', text: 'Aux coordonnées bancaires indiquées sur la facture.' },
  { icon: 'fileText', name: 'Paiement sur facture', text: `Pour les entreprises, à ${days(s.paymentDays)} date de facture.` },
];

export const termsOfUse: LegalDocument = {
  seo: {
    title: `Conditions générales d'utilisation (CGU) | ${BRAND_NAME}`,
    description: `Conditions générales d'utilisation des services ${BRAND_NAME}, version ${cguVersion} : comptes et sécurité, données, responsabilité, modification des conditions.`,
  },
  title: "Conditions générales d'utilisation",
  crumb: 'CGU',
  status: `Version ${cguVersion} — en vigueur depuis le ${formatDate(TERMS_OF_USE.effectiveDate)}`,
  intro: `Les présentes conditions encadrent l'utilisation du site et des services ${BRAND_NAME}. En créant un compte ou en utilisant un service, vous les acceptez.`,
  sections: [
    {
      id: 'objet',
      title: '1. Objet',
      paragraphs: [
        `Ces conditions définissent les règles d'accès et d'utilisation de la plateforme ${BRAND_NAME} : ${OS_NAME}, Agent IA, Cluster AI, Firewall IA, Blockchain, Hosting HA et plateforme SaaS, ainsi que du site public.`,
        'Les conditions commerciales (prix, paiement, niveaux de service) relèvent des conditions générales de vente.',
      ],
    },
    {
      id: 'comptes',
      title: '2. Comptes et sécurité',
      paragraphs: [
        "Vous êtes responsable de la confidentialité de vos identifiants et de toute action réalisée depuis votre compte. Signalez-nous sans délai tout accès que vous n'avez pas autorisé.",
        "L'authentification multifacteur est obligatoire pour les comptes administrateur : un administrateur se connecte avec son mot de passe et un code à usage unique fourni par une application d'authentification.",
      ],
    },
    {
      id: 'usage',
      title: '3. Utilisation acceptable',
      paragraphs: ['Vous vous engagez à utiliser les services de manière licite. Sont notamment interdits :'],
      items: [
        'la diffusion de contenus illicites ou portant atteinte aux droits de tiers ;',
        "les tentatives d'intrusion, d'analyse de vulnérabilités ou de contournement des mesures de sécurité sans autorisation écrite ;",
        "l'envoi de communications non sollicitées en masse ;",
        'toute utilisation qui dégrade le service pour les autres clients.',
      ],
    },
    {
      id: 'propriete',
      title: '4. Propriété intellectuelle',
      paragraphs: [
        `La plateforme, ses logiciels, marques et contenus restent la propriété ${elideDe(legalEntity.publisher.name)} ou de ses concédants. L'édition Community est distribuée sous sa propre licence libre.`,
        'Vous restez propriétaire des données et contenus que vous déposez sur la plateforme.',
      ],
    },
    {
      id: 'donnees',
      title: '5. Vos données',
      paragraphs: [
        'Le traitement de vos données personnelles est décrit dans la politique de confidentialité.',
        `Après la résiliation, l'export de vos données reste garanti pendant ${days(TERMS_OF_USE.dataExportDays)}.`,
      ],
    },
    {
      id: 'responsabilite',
      title: '6. Responsabilité',
      paragraphs: [
        'Nous mettons en œuvre les moyens nécessaires à la disponibilité et à la sécurité des services, dans les niveaux de service prévus par votre offre.',
        `Sauf faute lourde ou dolosive, notre responsabilité est plafonnée aux sommes que vous avez versées au cours des ${TERMS_OF_USE.liabilityCapMonths} derniers mois.`,
      ],
    },
    {
      id: 'modification',
      title: '7. Modification des conditions',
      paragraphs: [
        `Toute modification des présentes conditions vous est notifiée au moins ${days(TERMS_OF_USE.termsChangeNoticeDays)} avant son entrée en vigueur ; ce préavis est porté à ${days(TERMS_OF_USE.priceChangeNoticeDays)} pour une modification tarifaire.`,
        "Si vous refusez la modification, vous pouvez résilier votre abonnement avant son entrée en vigueur, sans frais.",
      ],
    },
    {
      id: 'droit',
      title: '8. Droit applicable',
      paragraphs: [`Les présentes conditions sont régies par le droit français. Tout litige relève des tribunaux ${elideDe(s.court)}.`],
    },
  ],
  actions: [print, { kind: 'link', icon: 'mail', link: { href: links.contact.href, label: 'Une question sur ces conditions ?' } }],
};

export const termsOfSale: LegalDocument = {
  seo: {
    title: `Conditions générales de vente (CGV) | ${BRAND_NAME}`,
    description: `Conditions générales de vente ${BRAND_NAME}, version ${s.version} : prix et TVA, paiement, niveaux de service, résiliation, garantie satisfait ou remboursé.`,
  },
  title: 'Conditions générales de vente',
  crumb: 'CGV',
  status: `Version ${s.version}`,
  intro: `Les présentes conditions s'appliquent à toute commande de services ${BRAND_NAME} par un client professionnel.`,
  sections: [
    {
      id: 'commande',
      title: '1. Commande et activation',
      paragraphs: [
        'La commande est passée en ligne depuis la page Tarifs ou sur devis. Elle vaut acceptation des présentes conditions.',
        `Les services sont activés dans les ${s.activationHours} heures suivant la réception du paiement. Un essai gratuit de ${days(s.trialDays)} est disponible sur demande.`,
      ],
    },
    {
      id: 'prix',
      title: '2. Prix',
      paragraphs: [
        `Les prix sont indiqués en euros hors taxes ; la TVA au taux de ${formatPercent(s.vatPercent)} s'y ajoute.`,
        "Les prix applicables sont ceux en vigueur au jour de la commande. Toute évolution tarifaire est notifiée selon le préavis prévu par les conditions générales d'utilisation.",
      ],
    },
    {
      id: 'paiement',
      title: '3. Paiement',
      paragraphs: [
        `Les factures des entreprises sont payables à ${days(s.paymentDays)} à compter de leur date d'émission. Moyens de paiement acceptés : carte bancaire, prélèvement SEPA, virement bancaire et paiement sur facture.`,
      ],
    },
    {
      id: 'retard',
      title: '4. Retard de paiement',
      paragraphs: [
        `Tout retard entraîne des pénalités égales à ${s.latePenaltyTimesLegalRate} fois le taux d'intérêt légal, ainsi qu'une indemnité forfaitaire de ${formatEuros(s.recoveryFeeEuros)} pour frais de recouvrement.`,
        `Après ${days(s.suspensionAfterDays)} de retard, les services peuvent être suspendus, après une relance restée sans effet.`,
      ],
    },
    {
      id: 'service',
      title: '5. Niveaux de service',
      paragraphs: ['Nous garantissons une disponibilité mensuelle selon le niveau de service souscrit :'],
      items: [
        `Standard : ${formatPercent(s.sla.standard)} de disponibilité ;`,
        `Premium : ${formatPercent(s.sla.premium)} de disponibilité.`,
      ],
    },
    {
      id: 'resiliation',
      title: '6. Durée et résiliation',
      paragraphs: [
        `Chaque partie peut résilier l'abonnement moyennant un préavis d'${s.terminationNotice}.`,
        `Vos données sont conservées ${days(s.dataKeptDays)} après la résiliation, le temps de les exporter, puis supprimées.`,
      ],
    },
    {
      id: 'garantie',
      title: '7. Garantie satisfait ou remboursé',
      paragraphs: [`Si le service ne vous convient pas, vous êtes remboursé intégralement sur simple demande dans les ${days(s.moneyBackDays)} suivant la première commande.`],
    },
    {
      id: 'force-majeure',
      title: '8. Force majeure',
      paragraphs: [
        `Aucune partie n'est responsable d'un manquement dû à un cas de force majeure. Si l'empêchement dure plus de ${days(s.forceMajeureDays)}, chaque partie peut résilier le contrat sans indemnité.`,
      ],
    },
    {
      id: 'droit',
      title: '9. Droit applicable et litiges',
      paragraphs: [`Les présentes conditions sont soumises au droit français. À défaut d'accord amiable, tout litige relève de la compétence exclusive des tribunaux ${elideDe(s.court)}.`],
    },
  ],
  actions: [
    print,
    { kind: 'link', icon: 'sliders', link: { href: `${links.pricing.href}#${ESTIMATOR_ANCHOR}`, label: 'Simuler mon tarif' } },
    { kind: 'link', icon: 'cart', link: { href: links.pricing.href, label: 'Commander en ligne' } },
  ],
};

const r = p.retention;

export const privacyPolicy: LegalDocument = {
  seo: {
    title: `Politique de confidentialité | ${BRAND_NAME}`,
    description: `Comment ${BRAND_NAME} collecte, protège et conserve vos données personnelles, et comment exercer vos droits (accès, rectification, effacement, portabilité).`,
  },
  title: 'Politique de confidentialité',
  crumb: 'Confidentialité',
  status: `Dernière mise à jour : ${formatDate(p.updatedAt)}`,
  intro: `La protection de vos données est au cœur d'une infrastructure souveraine. Cette politique explique quelles données ${BRAND_NAME} traite, pourquoi, combien de temps, et comment exercer vos droits.`,
  sections: [
    {
      id: 'responsable',
      title: '1. Responsable du traitement',
      paragraphs: [
        `Le responsable du traitement est ${legalEntity.publisher.name}, ${legalEntity.publisher.address}. Vous pouvez joindre notre ${legalEntity.dpo.title} à l'adresse ${legalEntity.dpo.email}.`,
      ],
    },
    {
      id: 'donnees',
      title: '2. Données collectées',
      paragraphs: ['Nous ne collectons que les données nécessaires :'],
      items: [
        'données de compte : nom, adresse e-mail, entreprise, rôle ;',
        'données de facturation : coordonnées de facturation, historique des paiements ;',
        'données techniques : journaux de connexion, adresse IP, journaux des services ;',
        'messages envoyés par le formulaire de contact et adresses inscrites aux notifications.',
      ],
    },
    {
      id: 'finalites',
      title: '3. Finalités et bases légales',
      paragraphs: ['Chaque traitement repose sur une base légale :'],
      items: [
        "fourniture des services et support : exécution du contrat ;",
        'facturation et comptabilité : obligation légale ;',
        'sécurité et prévention des fraudes : intérêt légitime ;',
        "mesure d'audience : intérêt légitime, dans les conditions de la CNIL qui l'exemptent de consentement (voir la section 7) ; vous pouvez vous y opposer à tout moment ;",
        'notifications : votre consentement, que vous pouvez retirer à tout moment.',
      ],
    },
    {
      id: 'conservation',
      title: '4. Durées de conservation',
      paragraphs: ['Vos données sont supprimées ou anonymisées à l’issue de ces durées :'],
      table: {
        caption: 'Durées de conservation par catégorie de données',
        head: ['Données', 'Durée de conservation'],
        rows: [
          ['Données de compte', `Durée de la relation contractuelle + ${r.accountYearsAfterRelationship} ans`],
          ['Données de facturation', `${r.billingYears} ans`],
          ['Journaux techniques', `${r.technicalLogsMonths} mois maximum`],
          ["Événements de mesure d'audience", `${r.audienceEventsMonths} mois maximum`],
        ],
      },
    },
    {
      id: 'securite',
      title: '5. Sécurité',
      paragraphs: [
        `Vos données sont chiffrées au repos (${p.encryptionAtRest}) et en transit (${p.encryptionInTransit}). Les accès sont journalisés et les comptes administrateur protégés par une authentification multifacteur.`,
      ],
    },
    {
      id: 'destinataires',
      title: '6. Destinataires et hébergement',
      paragraphs: [
        'Vos données sont hébergées en France. Elles ne sont jamais vendues ; seuls nos équipes habilitées et nos sous-traitants techniques, tenus par contrat à la même protection, y accèdent.',
      ],
    },
    {
      id: 'mesure-audience',
      title: "7. Mesure d'audience",
      paragraphs: [
        `${BRAND_NAME} mesure lui-même la fréquentation de son site, sans outil tiers, dans les conditions que la CNIL pose pour dispenser une mesure d'audience de consentement :`,
      ],
      items: [
        "les statistiques servent uniquement à l'éditeur du site (pages vues, provenance, type d'appareil et de navigateur, pays) et ne sont ni revendues ni croisées avec d'autres traitements ;",
        "aucun cookie ni identifiant n'est déposé sur votre appareil : un visiteur est compté par une empreinte calculée à partir d'un sel aléatoire renouvelé chaque jour, du site, de l'adresse IP et du navigateur ; le sel est détruit à la fin de la journée, après quoi l'empreinte ne peut plus être reliée à personne, ni à vos visites des autres jours (sur plusieurs jours, les visiteurs uniques sont la somme des visiteurs de chaque jour) ;",
        "votre adresse IP n'est jamais enregistrée : tronquée, elle sert seulement à déduire le pays, dans une base consultée sur nos serveurs ;",
        "aucun identifiant ne vous suit d'un site à l'autre ;",
        `les événements bruts sont conservés ${p.retention.audienceEventsMonths} mois au plus, puis supprimés ;`,
        "vous pouvez vous y opposer à tout moment avec l'interrupteur ci-dessous ou le choix « Mesure d'audience » du bandeau des cookies ; les réglages « Do Not Track » et « Global Privacy Control » de votre navigateur sont également respectés.",
      ],
    },
    {
      id: 'cookies',
      title: '8. Cookies',
      paragraphs: [
        "Les cookies essentiels sont toujours actifs. Les cookies de préférences ne sont déposés qu'avec votre accord, que vous modifiez à tout moment avec le lien « Gérer mes cookies » en bas de page.",
      ],
    },
    {
      id: 'droits',
      title: '9. Vos droits',
      paragraphs: [
        "Vous disposez des droits d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité de vos données, ainsi que du droit de définir des directives sur leur sort après votre décès.",
        `Nous répondons à toute demande dans un délai de ${days(p.rightsAnswerDays)} maximum. Vous pouvez aussi introduire une réclamation auprès de la ${legalEntity.authority.name}.`,
      ],
    },
  ],
  actions: [
    { kind: 'link', icon: 'mail', link: { href: contactRequestHref('dpo'), label: 'Contacter le DPO' } },
    { kind: 'link', icon: 'download', link: { href: contactRequestHref('data-export'), label: 'Télécharger mes données' } },
    { kind: 'link', icon: 'trash', link: { href: contactRequestHref('data-deletion'), label: 'Demander la suppression' } },
    print,
  ],
};

/** The three documents, in the order the legal hub lists them. */
export const legalDocuments = [
  { link: links.terms, document: termsOfUse, icon: 'fileText' },
  { link: links.cgv, document: termsOfSale, icon: 'cart' },
  { link: links.privacy, document: privacyPolicy, icon: 'lock' },
] as const satisfies readonly { link: NavLink; document: LegalDocument; icon: IconName }[];

/** The "mentions légales" page. */
export const legalNotice = {
  seo: {
    title: `Mentions légales | ${BRAND_NAME}`,
    description: `Éditeur, directeur de la publication et hébergeur du site ${BRAND_NAME}, et accès aux conditions générales et à la politique de confidentialité.`,
  },
  title: 'Mentions légales',
  subtitle: 'Qui édite et héberge ce site, et les documents qui encadrent nos services.',
  placeholderNote:
    'Les informations entre crochets restent à compléter par l’éditeur avant la mise en ligne du site.',
  publisher: {
    title: 'Éditeur du site',
    labels: {
      name: 'Raison sociale',
      legalForm: 'Forme juridique',
      capital: 'Capital social',
      registration: 'Immatriculation',
      vatNumber: 'TVA intracommunautaire',
      address: 'Siège social',
      email: 'E-mail',
      phone: 'Téléphone',
    },
  },
  director: { title: 'Directeur de la publication' },
  host: { title: 'Hébergeur', labels: { name: 'Raison sociale', address: 'Adresse', phone: 'Téléphone' } },
  intellectualProperty: {
    title: 'Propriété intellectuelle',
    text: `L'ensemble du site (textes, logos, illustrations, code) est protégé par le droit d'auteur et le droit des marques. Toute reproduction sans autorisation ${elideDe(legalEntity.publisher.name)} est interdite.`,
  },
  documentsTitle: 'Nos documents contractuels',
  open: 'Consulter',
};

/** The privacy policy's switch for the audience measurement (section 7). */
export const audienceOptOut = {
  title: "Votre choix pour la mesure d'audience",
  label: "Mesurer ma visite dans les statistiques anonymes du site",
  on: "Vos visites sont comptées, sans cookie ni identifiant.",
  off: "Vous vous êtes opposé à la mesure d'audience : plus aucune de vos visites n'est comptée.",
} as const;
