/**
 * Why an SMTP send failed, in words an operator acts on: the server's own reply when it gave
 * one (« 535 Authentication failed »), else what went wrong with the connection, never
 * `connect ECONNREFUSED 127.0.0.1:2525` (issue 26 §15).
 */
export const SMTP_FAILURES = {
  refused: (answer: string) => `Le serveur SMTP a refusé l'envoi : ${answer}`,
  unreachable: (where: string) => `Le serveur SMTP ${where} est injoignable : la connexion a été refusée. Vérifiez le serveur et le port.`,
  unknownHost: (where: string) => `Le serveur SMTP ${where} est introuvable : vérifiez son nom.`,
  timeout: (where: string) => `Le serveur SMTP ${where} ne répond pas dans le délai : vérifiez le serveur, le port et le pare-feu.`,
  closed: (where: string) => `Le serveur SMTP ${where} a coupé la connexion : vérifiez le port et l'option TLS.`,
  tls: (where: string) => `La connexion sécurisée (TLS) au serveur SMTP ${where} a échoué : vérifiez l'option TLS et le port.`,
  other: (where: string) => `L'envoi par le serveur SMTP ${where} a échoué. Vérifiez les paramètres e-mail.`,
} as const;

/** The error codes of Node's sockets and of nodemailer, by what they mean to an operator. */
const BY_CODE: Readonly<Record<string, keyof Omit<typeof SMTP_FAILURES, 'refused'>>> = {
  ECONNREFUSED: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENOTFOUND: 'unknownHost',
  EAI_AGAIN: 'unknownHost',
  EDNS: 'unknownHost',
  ETIMEDOUT: 'timeout',
  ECONNRESET: 'closed',
  EPIPE: 'closed',
  ETLS: 'tls',
};

interface SmtpError {
  code?: unknown;
  response?: unknown;
  message?: unknown;
  /** nodemailer wraps the socket's error: its code is there when its own is 'ESOCKET' / 'ECONNECTION'. */
  cause?: { code?: unknown };
}

/** « 127.0.0.1:2525 » between guillemets, as the operator typed it. */
const placeOf = (host: string, port: number | string): string => `« ${host}:${port} »`;

export function smtpFailure(error: unknown, host: string, port: number | string): string {
  const failure = (error ?? {}) as SmtpError;
  if (typeof failure.response === 'string' && failure.response) return SMTP_FAILURES.refused(failure.response);
  const message = typeof failure.message === 'string' ? failure.message : '';
  const codes = [failure.code, failure.cause?.code, /\b(E[A-Z_]{3,})\b/.exec(message)?.[1]].filter((code): code is string => typeof code === 'string');
  const kind = codes.map((code) => BY_CODE[code]).find(Boolean) ?? (/certificate|ssl|tls/i.test(message) ? 'tls' : /timeout/i.test(message) ? 'timeout' : 'other');
  return SMTP_FAILURES[kind](placeOf(host, port));
}
