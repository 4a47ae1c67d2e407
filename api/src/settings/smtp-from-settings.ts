/**
 * The SMTP settings in force: the Email tab's once a host is saved there, else the
 * environment's (an install that configured SMTP before the screen existed), else none (mails
 * wait in the outbox).
 */
import type { Values } from '@hexagone/schemas';
import type { SmtpSettings, SmtpSettingsSource } from '../platform/mail/smtp-settings';

/** Port 465 speaks TLS from the first byte; any other port upgrades with STARTTLS. */
const IMPLICIT_TLS_PORT = 465;

/** `"Nom" <adresse>`, with the name's quotes and backslashes escaped. */
export const senderOf = (name: unknown, email: string): string =>
  typeof name === 'string' && name.trim() ? `"${name.trim().replace(/["\\]/g, '\\$&')}" <${email}>` : email;

export function smtpFromEmailSettings(values: Values, password: string | undefined): SmtpSettings | undefined {
  const host = typeof values.smtp_host === 'string' ? values.smtp_host.trim() : '';
  if (!host) return undefined;
  const port = Number(values.smtp_port);
  const tls = values.use_tls !== false;
  const auth = values.use_authentication !== false;
  return {
    host,
    port,
    secure: tls && port === IMPLICIT_TLS_PORT,
    requireTLS: tls && port !== IMPLICIT_TLS_PORT,
    ignoreTLS: !tls,
    user: auth ? String(values.smtp_user ?? '') || undefined : undefined,
    password: auth ? password : undefined,
    from: senderOf(values.sender_name, String(values.sender_email ?? '')),
  };
}

export function settingsSmtpSource(read: () => Promise<SmtpSettings | undefined>, fallback: SmtpSettingsSource): SmtpSettingsSource {
  return { current: async () => (await read()) ?? (await fallback.current()) };
}

/** A sender without a display name (SMTP_FROM=robot@exemple.fr) is shown under `name()`, the site's. */
export function withSenderName(source: SmtpSettingsSource, name: () => Promise<string>): SmtpSettingsSource {
  return {
    current: async () => {
      const smtp = await source.current();
      return smtp && !smtp.from.includes('<') ? { ...smtp, from: senderOf(await name(), smtp.from) } : smtp;
    },
  };
}
