/**
 * What became of the e-mail a person's action sent (issue 37 §3): sent, kept in the outbox
 * because no SMTP server is configured, or refused by the server (retried later). A success
 * message never says « envoyé » for an e-mail still waiting; the back-office links those to the outbox.
 */
import type { MailStatus } from './resources/mail_outbox';

/** Why an e-mail waits: the end of every queued message, by which the back-office recognises it. */
export const MAIL_NO_SERVER = "(aucun serveur d'envoi configuré)";
/** The end of a message whose e-mail the SMTP server refused. */
export const MAIL_RETRIED = "(échec de l'envoi, nouvel essai automatique)";

export interface MailOutcomeTexts {
  sent: string;
  /** Ends with MAIL_NO_SERVER. */
  queued: string;
  /** Ends with MAIL_RETRIED. */
  failed: string;
}

/** The texts of an action whose e-mail is « {subject} » (feminine or masculine past participle given). */
export const mailOutcomeTexts = (sent: string, subject: string, participle: 'mis' | 'mise'): MailOutcomeTexts => ({
  sent,
  queued: `${subject} ${participle} en file d'attente ${MAIL_NO_SERVER}`,
  failed: `${subject} ${participle} en file d'attente ${MAIL_RETRIED}`,
});

/** The message for what happened; several e-mails read as the least delivered of them. */
export function mailOutcome(texts: MailOutcomeTexts, status: MailStatus | readonly MailStatus[] | undefined): string {
  const statuses = Array.isArray(status) ? status : [status];
  if (statuses.includes('failed')) return texts.failed;
  return statuses.every((one) => one === 'sent') ? texts.sent : texts.queued;
}

/** Whether a message tells of an e-mail still in the outbox (shown with a link to it). */
export const waitsInOutbox = (message: string): boolean => message.endsWith(MAIL_NO_SERVER) || message.endsWith(MAIL_RETRIED);
