/**
 * The SMTP server the product sends through: the e-mail settings of the back-office
 * (settings/smtp-from-settings.ts), else the environment of the install. The mail service asks
 * a `SmtpSettingsSource` for them at every send, so a saved change applies to the next mail.
 */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** STARTTLS is required (TLS on, on another port than 465) or never tried (TLS off); default: when offered. */
  requireTLS?: boolean;
  ignoreTLS?: boolean;
  user?: string;
  password?: string;
  /** The sender of every mail: `Hexagone <no-reply@exemple.fr>`. */
  from: string;
}

export interface SmtpSettingsSource {
  /** The settings in force, or undefined when no SMTP server is configured. */
  current(): Promise<SmtpSettings | undefined>;
}

export const SMTP_SETTINGS = Symbol('SMTP_SETTINGS');

const TRUE = new Set(['1', 'true', 'oui', 'yes']);

export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv): SmtpSettings | undefined {
  const host = env.SMTP_HOST?.trim();
  if (!host) return undefined;
  const secure = TRUE.has((env.SMTP_SECURE ?? '').trim().toLowerCase());
  const port = Number(env.SMTP_PORT || (secure ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`SMTP_PORT invalide : ${env.SMTP_PORT}`);
  const user = env.SMTP_USER?.trim() || undefined;
  const from = env.SMTP_FROM?.trim() || (user?.includes('@') ? user : `no-reply@${host}`);
  return { host, port, secure, user, password: env.SMTP_PASSWORD || undefined, from };
}

export const envSmtpSettings = (env: NodeJS.ProcessEnv = process.env): SmtpSettingsSource => {
  const settings = smtpSettingsFromEnv(env);
  return { current: async () => settings };
};
