/** The e-mails of the support desk, in French: the team's answer to a customer. */
import type { Values } from '@hexagone/schemas';
import type { MailMessage } from '../platform/mail/mail-message';

export interface ReplyMailContext {
  ticket: Values;
  message: Values;
  siteUrl: string;
  siteName: string;
}

/** Where a customer follows their tickets on the site. */
export const customerTicketsPath = '/user/support';

export function staffReplyMail({ ticket, message, siteUrl, siteName }: ReplyMailContext, to: string): MailMessage {
  const link = `${siteUrl}${customerTicketsPath}`;
  const lines = [
    'Bonjour,',
    '',
    `${String(message.author_name)} a répondu à votre demande « ${String(ticket.subject)} » (${String(ticket.number)}) :`,
    '',
    String(message.content),
    '',
    `Pour lui répondre ou suivre votre demande : ${link}`,
    '',
    `L’équipe support ${siteName}`,
  ];
  return { to, subject: `[${String(ticket.number)}] Réponse à votre demande : ${String(ticket.subject)}`, text: lines.join('\n') };
}
