/**
 * Who works on support (spec 3 §6): the support role enters the back-office for the support
 * screens only, and `support.manage` decides who may act there; whoever holds it, by role or
 * as a team member's permission, is an agent (assignable, chat agent, article author). The
 * customers (role user) reach their own tickets.
 */
import { orOwn, SUPER_ROLE, withPermission, type AccessRule } from './access';
import { mailOutcome, mailOutcomeTexts } from './mail-outcome';
import type { MailStatus } from './resources/mail_outbox';

export const SUPPORT_ROLE = 'support';

/** The roles that read the support screens whatever their permissions. */
export const SUPPORT_STAFF_ROLES: readonly string[] = [SUPPORT_ROLE, SUPER_ROLE];

export const SUPPORT_MANAGE = 'support.manage';

/** Who reads the support screens: the support staff, and team members granted support.manage. */
export const SUPPORT_READ: AccessRule = { roles: [...SUPPORT_STAFF_ROLES], permissions: [SUPPORT_MANAGE] };

/** Who acts on them (answers, assigns, edits): support.manage. */
export const SUPPORT_TEAM: AccessRule = withPermission(SUPPORT_MANAGE);

/** A customer's own records, by the field naming them, beside the team's. */
export const supportOrOwn = (base: AccessRule, owner: string): AccessRule => orOwn(base, { roles: ['user'], owner });

/**
 * Whether an account is a support agent (issue 36): active, and holding support.manage by
 * being an administrator, by its role's permissions (`rolePermissions`, the stored role's) or by
 * its own (a team member given « Gérer le support »). The API keeps it on the account.
 */
export function isSupportAgent(account: { role?: unknown; permissions?: unknown; active?: unknown }, rolePermissions: readonly string[]): boolean {
  if (account.active === false) return false;
  if (account.role === SUPER_ROLE) return true;
  const own: unknown[] = Array.isArray(account.permissions) ? account.permissions : [];
  return [...rolePermissions, ...own].includes(SUPPORT_MANAGE);
}

/** The staff picker: the support agents, whoever holds support.manage (assignee, chat agent, author). */
export const SUPPORT_STAFF_REFERENCE = { resource: 'users', labelFields: ['name', 'email'], perPage: 100, filter: { support_agent: true } } as const;

export const SUPPORT_MESSAGES = {
  notStaff: 'Choisissez un agent du support (un membre qui gère le support)',
  alreadyAssigned: 'Ce ticket est déjà assigné',
  closed: 'Ce ticket est fermé : il ne reçoit plus de réponse',
  ticketNotFound: 'Ticket introuvable',
  /** The answer's e-mail to the customer: sent, or waiting in the outbox (issue 37 §3). */
  replied: mailOutcomeTexts('Réponse envoyée', 'Réponse enregistrée — e-mail', 'mis'),
  repliedNoAddress: 'Réponse enregistrée (ce client n’a pas d’adresse e-mail : il la lira sur son ticket)',
  noted: 'Note interne ajoutée',
  assigned: 'Ticket assigné',
  priorityChanged: 'Priorité modifiée',
  resolved: 'Ticket marqué comme résolu',
  statusChanged: 'Statut modifié',
  closedDone: (count: number) => (count > 1 ? `${count} tickets fermés` : 'Ticket fermé'),
  closeConfirm: 'Fermer les tickets sélectionnés ? Un ticket fermé ne reçoit plus de réponse ; le support peut le rouvrir en indiquant un motif.',
  reopened: 'Ticket rouvert',
  reopenWithReason: 'Un ticket fermé se rouvre avec un motif : utilisez « Rouvrir »',
  reopenNote: (reason: string) => `Ticket rouvert : ${reason}`,
  followUpOpen: 'Ce ticket est encore ouvert : répondez-y directement',
  followUpSubject: (number: string, subject: string) => `Suite de ${number} : ${subject}`.slice(0, 200),
  messageKept: 'Un message du fil ne se supprime pas : masquez-le, la trace en reste au journal',
  hidden: 'Message masqué',
  alreadyHidden: 'Ce message est déjà masqué',
  created: (number: string) => `Votre demande ${number} a bien été enregistrée. Un ingénieur vous répondra par e-mail dans les meilleurs délais.`,
  flood: 'Trop de demandes envoyées depuis votre connexion, veuillez réessayer dans quelques minutes.',
  followInvalid: 'Lien de suivi invalide : utilisez le lien reçu par e-mail',
} as const;

/** The public page where a visitor without an account follows their ticket, by the signed link e-mailed to them. */
export const TICKET_FOLLOW_PATH = '/support/ticket';
/** A visitor's answers and uploads through their follow link, per address (a thread is a conversation, not a form). */
export const TICKET_FOLLOW_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;

export const ticketFollowPath = (id: string, token: string): string => `${TICKET_FOLLOW_PATH}?${new URLSearchParams({ id, token })}`;

/** What the public ticket form of a visitor sends (a signed-in customer uses POST /support_tickets). */
export const VISITOR_TICKET_FIELDS = ['visitor_name', 'visitor_email', 'subject', 'category', 'description'] as const;

/** What an answer's success says from its e-mail's fate (`mail_status` of the message): never « envoyée » while it waits. */
export const replyOutcome = (mailStatus: unknown): string =>
  mailStatus ? mailOutcome(SUPPORT_MESSAGES.replied, mailStatus as MailStatus) : SUPPORT_MESSAGES.repliedNoAddress;

/** What stands for the customer on a visitor's ticket: both required by the public form. */
export const VISITOR_IDENTITY_FIELDS = ['visitor_name', 'visitor_email'] as const;
