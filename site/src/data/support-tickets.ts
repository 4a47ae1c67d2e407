/** The support's ticket form on /support and the customer's tickets on /user/support: their texts. */
export const ticketForm = {
  title: 'Ouvrir un ticket',
  intro: 'Décrivez votre problème : un ingénieur prend votre demande en charge et vous répond par e-mail.',
  signedInAs: (name: string) => `Connecté en tant que ${name} : la demande sera rattachée à votre compte.`,
  name: 'Nom',
  email: 'E-mail',
  chooseCategory: 'Choisissez une catégorie',
  submit: 'Envoyer la demande',
  sending: 'Envoi en cours...',
  createdForAccount: (number: string) => `Votre demande ${number} a bien été enregistrée. Suivez-la depuis votre espace client.`,
  follow: { href: '/user/support', label: 'Voir mes tickets' },
  failed: "Votre demande n'a pas pu être envoyée, veuillez réessayer.",
  unreachable: 'Le service est momentanément indisponible, veuillez réessayer plus tard.',
  requiredNote: 'Les champs marqués * sont obligatoires.',
} as const;

export const userTickets = {
  // The area's heading of spec 1 §2 ('Support'), now a real page.
  title: 'Support',
  intro: 'Vos demandes, leurs réponses et vos échanges avec notre équipe.',
  empty: "Vous n'avez encore ouvert aucun ticket.",
  newTicket: 'Nouveau ticket',
  cancel: 'Annuler',
  created: (number: string) => `Votre demande ${number} a bien été enregistrée : retrouvez-la ci-dessous, notre équipe vous répond ici et par e-mail.`,
  loading: 'Chargement...',
  failed: 'Vos tickets n’ont pas pu être chargés.',
  listLabel: 'Mes tickets',
} as const;

/** One ticket's thread and the customer's answer (their account's page, or a visitor's follow link). */
export const ticketThread = {
  opened: 'Ouvert le',
  you: 'Vous',
  reply: 'Votre réponse',
  attach: 'Joindre des fichiers (images, PDF, DOC, DOCX ou TXT, 10 Mo au plus chacun)',
  send: 'Envoyer',
  sent: 'Votre réponse a été envoyée.',
  closed: 'Ce ticket est fermé : il ne reçoit plus de réponse.',
  download: (name: string) => `Télécharger ${name}`,
  noMessages: 'Pas encore de réponse : notre équipe revient vers vous au plus vite.',
  failed: 'Votre réponse n’a pas pu être envoyée, veuillez réessayer.',
} as const;

export const liveChat = {
  title: 'Chat en direct',
  intro: 'Un membre de notre équipe vous répond en direct.',
  name: 'Votre nom',
  start: 'Démarrer la conversation',
  waiting: 'Tous nos agents sont occupés : vous êtes en attente, le premier libre vous répondra.',
  place: (position: number) => (position === 1 ? 'Vous êtes le prochain dans la file d’attente.' : `Votre place dans la file d’attente : ${position}`),
  leaveOffer: 'Vous pouvez aussi nous laisser un message : la conversation devient une demande de support, et nous vous répondons par e-mail.',
  leave: 'Laisser un message',
  leaveEmail: 'Votre e-mail',
  leaveSend: 'Envoyer le message',
  keepWaiting: 'Continuer d’attendre',
  follow: (number: string) => `Suivre votre demande ${number}`,
  message: 'Votre message',
  send: 'Envoyer',
  you: 'Vous',
  ended: 'La conversation est terminée. Comment l’évaluez-vous ?',
  rate: (score: number) => `${score} sur 5`,
  failed: 'Le chat est momentanément indisponible, veuillez réessayer.',
  collapse: 'Réduire le chat',
  expand: 'Afficher le chat',
} as const;

/** Where a visitor's chat token is kept while they browse the site (the tab's session). */
export const LIVE_CHAT_STORAGE_KEY = 'hx_live_chat';

/** The document event that opens the live chat's window (the chatbot's support node sends it). */
export const LIVE_CHAT_OPEN_EVENT = 'hexagone:live-chat';

/** The page of a visitor's ticket, opened by the link e-mailed to them. */
export const ticketFollow = {
  title: 'Suivi de votre demande',
  intro: 'Retrouvez les réponses de notre équipe et écrivez-nous, depuis le lien personnel reçu par e-mail.',
  loading: 'Chargement de votre demande…',
  invalid: 'Ce lien de suivi n’est pas valide. Utilisez le lien reçu par e-mail, ou ouvrez une nouvelle demande depuis la page Support.',
  failed: 'Le suivi est momentanément indisponible, veuillez réessayer.',
  followUp: {
    title: 'Ouvrir un nouveau ticket',
    intro: 'Votre nouvelle demande sera rattachée à celle-ci ; vous recevrez son lien de suivi par e-mail.',
    description: 'Votre nouvelle demande',
    submit: 'Ouvrir un nouveau ticket',
    sending: 'Envoi en cours...',
  },
} as const;
