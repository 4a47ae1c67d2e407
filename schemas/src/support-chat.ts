/** The live chat's screen (spec 3 §2: tabs Sessions, Agents, Réponses prédéfinies), its constants and texts. */
import type { TabDef } from './resource';

export const CHAT_PATH = 'support/chat';
export const CHAT_BREADCRUMB = [{ label: 'Support' }, { label: 'Chat en direct' }] as const;
export const chatTab = (label: string): TabDef => ({ path: CHAT_PATH, label });

/** Spec 3 §5 and §9: an agent takes 1 to 10 chats at once, 3 by default. */
export const CHAT_MAX_CONCURRENT = { min: 1, max: 10, default: 3 } as const;

/**
 * An agent's presence (issue 36): their open back-office says so every `heartbeatMs`; without a
 * signal for `expiresMs` (signed out, tab closed, computer asleep) they are offline, whichever
 * server process they spoke to; with no key or pointer activity for `awayAfterMs` they are away.
 */
export const CHAT_PRESENCE = { heartbeatMs: 30_000, expiresMs: 120_000, awayAfterMs: 10 * 60_000 } as const;

/** The statuses an agent chooses for themself (offline is the server's, once they are gone). */
export const CHOSEN_PRESENCES = ['online', 'away'] as const;
export type ChosenPresence = (typeof CHOSEN_PRESENCES)[number];

/** Spec 3 §9: the Sessions tab reloads every 30 s. */
export const CHAT_REFRESH_SECONDS = 30;

export const CANNED_SHORTCUT_PATTERN = /^\/[a-z0-9]+$/;
export const CANNED_SHORTCUT_MESSAGE = 'Commencez par / suivi de lettres minuscules et chiffres';

export const CHAT_MESSAGES = {
  agentUnavailable: 'Cet agent n’est pas disponible : choisissez un agent en ligne sous sa limite de conversations',
  transferred: 'Conversation transférée',
  ended: 'Conversation terminée',
  notFound: 'Conversation introuvable',
  taken: 'Cette conversation a déjà été prise en charge',
  nameRequired: 'Indiquez votre nom',
  ratingRange: 'Donnez une note de 1 à 5',
  rated: 'Merci pour votre avis !',
  flood: 'Trop de conversations ouvertes depuis votre connexion, veuillez réessayer dans quelques minutes.',
  typingFlood: 'Trop d’envois depuis votre connexion, veuillez patienter quelques instants.',
  messageFlood: 'Vous envoyez trop de messages à la suite : patientez quelques instants avant d’écrire à nouveau.',
  noAgentFree: 'Aucun autre agent en ligne n’a de place pour le moment.',
  presenceInvalid: 'Choisissez « En ligne » ou « Absent »',
  notAgent: 'Seul un agent du support (un membre qui gère le support) a une présence au chat',
  newChat: (visitor: string) => `Nouvelle conversation : ${visitor}`,
  leaveTooSoon: 'Patientez encore un peu : un agent va vous répondre dans quelques instants',
  leaveTaken: 'Un agent vient de prendre votre conversation : écrivez-lui ici',
  leaveSubject: 'Conversation du chat en direct',
  // Says nothing of the receipt's e-mail, which may wait in the outbox: the link is given here.
  leftMessage: (number: string) => `Votre message est enregistré sous le numéro ${number}. Notre équipe vous répondra par e-mail ; gardez le lien ci-dessous pour suivre votre demande.`,
} as const;

/** The back-office's dialog of « Transférer »: the other agents online with room (admin/src/support/ChatTransferDialog.tsx). */
export const CHAT_TRANSFER_COMPONENT = 'chat-transfer';

/**
 * A visitor's messages: at most 20 a minute in one chat (a person types far fewer; a script
 * pasting a flood stops there), and 120 a minute from one address over all its chats (an office
 * behind one address holds several chats at once). Counted in the database: every server agrees.
 */
export const CHAT_MESSAGE_LIMITS = { perChat: { limit: 20, windowMs: 60_000 }, perAddress: { limit: 120, windowMs: 60_000 } } as const;

/** The agent's page of one conversation (opened in a new tab from the Sessions tab). */
export const chatSessionPath = (id: string) => `/webmaster/${CHAT_PATH}/${encodeURIComponent(id)}`;
