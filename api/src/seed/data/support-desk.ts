/**
 * The support desk of a fresh installation: the knowledge base (categories, published
 * articles, FAQ), the chat's canned responses and its agents' settings, in French.
 */

export interface DemoKbCategory {
  name: string;
  slug: string;
  description: string;
  icon: string;
}

export const KB_CATEGORIES: readonly DemoKbCategory[] = [
  { name: 'Premiers pas', slug: 'premiers-pas', description: 'Créer son compte, choisir une offre et mettre en ligne son premier service.', icon: 'MenuBook' },
  { name: 'Hébergement et domaines', slug: 'hebergement-et-domaines', description: 'Noms de domaine, certificats TLS, sauvegardes et performances.', icon: 'Dns' },
  { name: 'Sécurité', slug: 'securite', description: 'Pare-feu, double authentification et bonnes pratiques.', icon: 'Security' },
  { name: 'Agents IA', slug: 'agents-ia', description: 'Configurer, entraîner et surveiller vos agents d’intelligence artificielle.', icon: 'Psychology' },
  { name: 'Facturation', slug: 'facturation', description: 'Factures, moyens de paiement, TVA et changement d’offre.', icon: 'Payments' },
  { name: 'API et développeurs', slug: 'api-et-developpeurs', description: 'Clés d’API, webhooks et exemples d’intégration.', icon: 'Code' },
];

export interface DemoKbArticle {
  title: string;
  slug: string;
  category: string;
  summary: string;
  content: string;
  tags: string[];
  featured: boolean;
  views: number;
  helpful_yes: number;
  helpful_no: number;
}

export const KB_ARTICLES: readonly DemoKbArticle[] = [
  {
    title: 'Mettre en ligne votre premier site en dix minutes',
    slug: 'mettre-en-ligne-votre-premier-site',
    category: 'premiers-pas',
    summary: 'De la création du compte à la première page publiée : les étapes, dans l’ordre.',
    content:
      '## Avant de commencer\n\nIl vous faut un compte Hexagone et un nom de domaine (ou le sous-domaine offert).\n\n## Les étapes\n\n1. Dans votre espace client, ouvrez **Services** puis **Nouveau service**.\n2. Choisissez l’offre **Hébergement web** et la région **Paris**.\n3. Reliez votre nom de domaine : nous créons les enregistrements DNS pour vous.\n4. Déposez vos fichiers par SFTP ou reliez votre dépôt Git.\n\nLe certificat TLS est émis automatiquement en quelques minutes.',
    tags: ['démarrage', 'hébergement'],
    featured: true,
    views: 1284,
    helpful_yes: 212,
    helpful_no: 9,
  },
  {
    title: 'Relier un nom de domaine acheté ailleurs',
    slug: 'relier-un-nom-de-domaine',
    category: 'hebergement-et-domaines',
    summary: 'Les enregistrements DNS à créer chez votre registraire et le délai de propagation.',
    content:
      '## Enregistrements à créer\n\n- un enregistrement **A** vers l’adresse indiquée dans votre espace client ;\n- un enregistrement **CNAME** `www` vers votre domaine principal.\n\n## Délai\n\nLa propagation prend en général moins d’une heure, jusqu’à 48 heures chez certains registraires. Le certificat TLS est émis dès que le domaine pointe vers nous.',
    tags: ['dns', 'domaine'],
    featured: true,
    views: 946,
    helpful_yes: 151,
    helpful_no: 12,
  },
  {
    title: 'Restaurer une sauvegarde de votre site',
    slug: 'restaurer-une-sauvegarde',
    category: 'hebergement-et-domaines',
    summary: 'Les sauvegardes quotidiennes sont gardées 30 jours : voici comment revenir en arrière.',
    content:
      '## Où trouver vos sauvegardes\n\nDans **Services**, ouvrez votre hébergement puis l’onglet **Sauvegardes**. Une sauvegarde est faite chaque nuit et gardée 30 jours.\n\n## Restaurer\n\nChoisissez la date, puis **Restaurer**. Vous pouvez restaurer les fichiers, la base de données ou les deux. Une sauvegarde de l’état actuel est faite juste avant, par précaution.',
    tags: ['sauvegarde'],
    featured: false,
    views: 503,
    helpful_yes: 88,
    helpful_no: 4,
  },
  {
    title: 'Activer la double authentification',
    slug: 'activer-la-double-authentification',
    category: 'securite',
    summary: 'Protégez votre compte avec une application d’authentification (TOTP).',
    content:
      '## Pourquoi\n\nUn mot de passe seul peut fuiter. Avec la double authentification, un code à six chiffres est demandé à chaque connexion.\n\n## Comment\n\n1. Ouvrez **Mon compte** puis **Sécurité**.\n2. Scannez le QR code avec votre application (FreeOTP, Aegis, Google Authenticator…).\n3. Saisissez le code affiché pour confirmer, puis gardez vos codes de secours en lieu sûr.',
    tags: ['sécurité', 'compte'],
    featured: true,
    views: 712,
    helpful_yes: 131,
    helpful_no: 3,
  },
  {
    title: 'Entraîner un agent IA sur votre documentation',
    slug: 'entrainer-un-agent-ia',
    category: 'agents-ia',
    summary: 'Ajoutez vos sources, lancez l’indexation et testez les réponses avant de publier l’agent.',
    content:
      '## Les sources\n\nUn agent apprend de vos pages web, de fichiers PDF ou d’une FAQ. Ajoutez-les dans l’onglet **Connaissances** de l’agent.\n\n## L’indexation\n\nElle dure de quelques minutes à une heure selon le volume. Vous recevez un e-mail à la fin.\n\n## Tester\n\nL’onglet **Essai** permet de poser des questions à l’agent avant de l’ouvrir à vos visiteurs.',
    tags: ['ia', 'agent'],
    featured: false,
    views: 388,
    helpful_yes: 57,
    helpful_no: 6,
  },
  {
    title: 'Télécharger vos factures et changer de moyen de paiement',
    slug: 'factures-et-moyens-de-paiement',
    category: 'facturation',
    summary: 'Vos factures au format PDF, la carte bancaire ou le prélèvement SEPA.',
    content:
      '## Vos factures\n\nToutes vos factures sont dans **Mon compte**, rubrique **Facturation**, au format PDF (Factur-X).\n\n## Moyen de paiement\n\nVous pouvez payer par carte bancaire ou par prélèvement SEPA. Le changement vaut pour la prochaine échéance.',
    tags: ['facture', 'paiement'],
    featured: false,
    views: 624,
    helpful_yes: 97,
    helpful_no: 11,
  },
  {
    title: 'Recevoir les événements de votre compte par webhook',
    slug: 'recevoir-les-evenements-par-webhook',
    category: 'api-et-developpeurs',
    summary: 'Déclarez une adresse, choisissez les événements et vérifiez la signature de chaque envoi.',
    content:
      '## Déclarer un webhook\n\nDans **Paramètres**, onglet **Webhooks**, ajoutez l’adresse HTTPS qui recevra les événements et cochez ceux qui vous intéressent.\n\n## Vérifier la signature\n\nChaque envoi suit la norme Standard Webhooks : l’en-tête `webhook-signature` porte le HMAC SHA-256 de `webhook-id`, `webhook-timestamp` et du corps, calculé avec votre secret. Refusez tout envoi dont la signature ne correspond pas.',
    tags: ['api', 'webhook'],
    featured: false,
    views: 241,
    helpful_yes: 44,
    helpful_no: 2,
  },
];

export interface DemoKbFaq {
  question: string;
  answer: string;
  category: string;
  featured: boolean;
}

export const KB_FAQS: readonly DemoKbFaq[] = [
  {
    question: 'Où sont hébergées mes données ?',
    answer: 'En France, dans nos centres de données de Paris et de Lyon. Aucune donnée ne quitte l’Union européenne.',
    category: 'hebergement-et-domaines',
    featured: true,
  },
  {
    question: 'Puis-je changer d’offre en cours de mois ?',
    answer: 'Oui. Le passage à une offre supérieure est immédiat et calculé au prorata ; le passage à une offre inférieure prend effet à la prochaine échéance.',
    category: 'facturation',
    featured: true,
  },
  {
    question: 'Combien de temps faut-il pour obtenir une réponse du support ?',
    answer: 'Nous répondons en moins de 4 heures ouvrées sur l’offre Professionnelle, et en moins d’une heure, jour et nuit, pour un incident critique sur l’offre Entreprise.',
    category: 'premiers-pas',
    featured: true,
  },
  {
    question: 'Les certificats TLS sont-ils inclus ?',
    answer: 'Oui, pour chaque domaine relié : ils sont émis et renouvelés automatiquement, sans frais.',
    category: 'hebergement-et-domaines',
    featured: false,
  },
  {
    question: 'Comment résilier mon abonnement ?',
    answer: 'Depuis Mon compte, rubrique Facturation, bouton « Résilier ». Vos services restent actifs jusqu’à la fin de la période payée et vos données sont gardées 30 jours.',
    category: 'facturation',
    featured: false,
  },
  {
    question: 'Proposez-vous un hébergement certifié HDS ?',
    answer: 'Oui, sur l’offre Entreprise : l’hébergement de données de santé est certifié HDS. Contactez notre équipe commerciale pour l’ouvrir.',
    category: 'securite',
    featured: false,
  },
  {
    question: 'Mes agents IA utilisent-ils mes données pour entraîner d’autres modèles ?',
    answer: 'Non. Vos sources servent uniquement à vos agents ; elles ne sont jamais partagées ni utilisées pour entraîner d’autres modèles.',
    category: 'agents-ia',
    featured: false,
  },
  {
    question: 'Y a-t-il une limite d’appels à l’API ?',
    answer: 'Oui, 600 requêtes par minute et par clé par défaut. Écrivez-nous si votre intégration a besoin de davantage.',
    category: 'api-et-developpeurs',
    featured: false,
  },
];

export const CANNED_RESPONSES = [
  { shortcut: '/bonjour', category: 'greeting', title: 'Accueil', content: 'Bonjour et bienvenue chez Hexagone ! Je m’appelle {agent}, que puis-je faire pour vous ?', variables: ['agent'], usage_count: 184 },
  { shortcut: '/attente', category: 'general', title: 'Vérification en cours', content: 'Merci de votre patience : je vérifie cela et je reviens vers vous dans un instant.', variables: [], usage_count: 97 },
  { shortcut: '/dns', category: 'technical', title: 'Propagation DNS', content: 'La propagation des DNS peut prendre jusqu’à 48 heures. Vous pouvez suivre son avancement depuis votre espace client, onglet Domaines.', variables: [], usage_count: 63 },
  { shortcut: '/facture', category: 'billing', title: 'Où trouver ses factures', content: 'Vos factures sont disponibles au format PDF dans Mon compte, rubrique Facturation.', variables: [], usage_count: 41 },
  { shortcut: '/ticket', category: 'general', title: 'Ouvrir un ticket', content: 'Pour que nos ingénieurs étudient cela en détail, je vous propose d’ouvrir un ticket depuis la page Support : vous recevrez un lien pour le suivre.', variables: [], usage_count: 28 },
  { shortcut: '/aurevoir', category: 'greeting', title: 'Fin de conversation', content: 'Merci d’avoir contacté Hexagone, {nom}. Belle journée !', variables: ['nom'], usage_count: 152 },
] as const;

/** The chat agents' settings, in the order of the support staff: offline until each signs in to the back-office (issue 36). */
export const CHAT_AGENTS = [
  { max_concurrent_chats: 4, specialties: ['technical', 'general'] },
  { max_concurrent_chats: 3, specialties: ['billing', 'sales'] },
  { max_concurrent_chats: 2, specialties: ['technical'] },
] as const;
