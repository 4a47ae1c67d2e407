/** What a domain module hands the mail service. */
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface MailMessage {
  /** One address or several. */
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export const recipientsOf = (message: Pick<MailMessage, 'to'>): string => (Array.isArray(message.to) ? message.to.join(', ') : message.to);

const SIZE = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** How an attachment is named in the outbox: `facture.pdf (12,5 ko)`. */
export function attachmentLabel(attachment: MailAttachment): string {
  const bytes = typeof attachment.content === 'string' ? Buffer.byteLength(attachment.content) : attachment.content.length;
  const size = bytes < 1024 ? `${bytes} o` : bytes < 1024 ** 2 ? `${SIZE.format(bytes / 1024)} ko` : `${SIZE.format(bytes / 1024 ** 2)} Mo`;
  return `${attachment.filename} (${size})`;
}
