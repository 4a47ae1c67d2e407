/**
 * The e-mails of the support desk, in French: the team's answer to a customer, a visitor's
 * acknowledgement, and the customer's answer to the team member the ticket is assigned to.
 */
import type { Values } from '@hexagone/schemas';
import type { MailMessage } from '../platform/mail/mail-message';
import { followUrl } from './ticket-follow';

export interface ReplyMailContext {
  ticket: Values;
  message: Values;
  siteUrl: string;
  siteName: string;
}

/** Where a customer follows their tickets on the site. */
export const customerTicketsPath = '/user/support';

/** Where the customer goes on: their account's tickets, or (a visitor) their ticket's own page by its signed link. */
const followLine = (ticket: Values, siteUrl: string): string =>
  `Pour lui répondre ou suivre votre demande : ${ticket.user_id ? `${siteUrl}${customerTicketsPath}` : followUrl(siteUrl, String(ticket._id))}`;

export function staffReplyMail({ ticket, message, siteUrl, siteName }: ReplyMailContext, to: string): MailMessage {
  const lines = [
    'Bonjour,',
    '',
    `${String(message.author_name)} a répondu à votre demande « ${String(ticket.subject)} » (${String(ticket.number)}) :`,
    '',
    String(message.content),
    '',
    followLine(ticket, siteUrl),
    '',
    `L’équipe support ${siteName}`,
  ];
  return { to, subject: `[${String(ticket.number)}] Réponse à votre demande : ${String(ticket.subject)}`, text: lines.join('\n') };
}

/** The acknowledgement of a visitor's ticket: its number, which the team's answers will bear, and the link to follow it. */
export function visitorReceiptMail(ticket: Values, siteUrl: string, siteName: string): MailMessage {
  const lines = [
    `Bonjour ${String(ticket.visitor_name)},`,
    '',
    `Nous avons bien reçu votre demande « ${String(ticket.subject)} ». Son numéro est ${String(ticket.number)} : les réponses de notre équipe vous parviendront par e-mail.`,
    '',
    `Pour suivre votre demande, lire nos réponses et nous écrire : ${followUrl(siteUrl, String(ticket._id))}`,
    'Ce lien vous est personnel : ne le transmettez pas.',
    '',
    `L’équipe support ${siteName}`,
  ];
  return { to: String(ticket.visitor_email), subject: `[${String(ticket.number)}] Demande reçue : ${String(ticket.subject)}`, text: lines.join('\n') };
}

/** A customer's (or visitor's) answer, to the team member the ticket is assigned to, with the ticket's back-office address. */
export function customerReplyMail({ ticket, message, siteUrl, siteName }: ReplyMailContext, to: string): MailMessage {
  const lines = [
    'Bonjour,',
    '',
    `${String(message.author_name)} a répondu sur le ticket ${String(ticket.number)} « ${String(ticket.subject)} » qui vous est assigné :`,
    '',
    String(message.content),
    '',
    `Pour lui répondre : ${siteUrl}/webmaster/support/tickets/${String(ticket._id)}/show`,
    '',
    `Support ${siteName}`,
  ];
  return { to, subject: `[${String(ticket.number)}] Nouvelle réponse du client : ${String(ticket.subject)}`, text: lines.join('\n') };
}
