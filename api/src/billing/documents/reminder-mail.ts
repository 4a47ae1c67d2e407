/** The reminder of an unpaid invoice, in French, written from the same document as its PDF. */
import { formatMoney, parisDayKey, type SellerIdentity } from '@hexagone/schemas';
import type { MailMessage } from '../../platform/mail/mail-message';
import { formatDate } from '../../platform/exports/french-format';
import type { BillingDocument } from './billing-document';
import { paymentMentions } from './legal-mentions';

export const reminderSubject = (number: string) => `Rappel : facture ${number}`;


export function reminderMail(document: BillingDocument, seller: SellerIdentity, attachment: { fileName: string; pdf: Buffer }, today = new Date()): MailMessage {
  const number = document.number ?? '';
  const total = formatMoney(document.totals.grossCents / 100, document.currency);
  const due = document.dueDate;
  const dueText = !due
    ? 'reste à régler'
    : due.toISOString().slice(0, 10) < parisDayKey(today)
      ? `est arrivée à échéance le ${formatDate(due)} et reste impayée`
      : `arrive à échéance le ${formatDate(due)}`;
  const mentions = paymentMentions();
  const text = [
    `Bonjour${document.buyer.contact ?? document.buyer.name ? ` ${document.buyer.contact ?? document.buyer.name}` : ''},`,
    '',
    `Sauf erreur de notre part, la facture ${number} du ${formatDate(document.issueDate)}, d'un montant de ${total} TTC, ${dueText}.`,
    'Vous la trouverez en pièce jointe.',
    '',
    `${mentions.latePenalty} ${mentions.recoveryFee}`,
    '',
    'Si vous avez déjà procédé au règlement, merci de ne pas tenir compte de ce message.',
    '',
    'Cordialement,',
    seller.name ?? '',
  ].join('\n');
  return {
    to: document.buyer.email,
    subject: reminderSubject(number),
    text,
    attachments: [{ filename: attachment.fileName, content: attachment.pdf, contentType: 'application/pdf' }],
  };
}
