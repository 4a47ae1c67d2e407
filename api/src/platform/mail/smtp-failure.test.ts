import { describe, expect, it } from 'vitest';
import { smtpFailure } from './smtp-failure';

describe('smtpFailure', () => {
  it("gives the server's own reply when it answered", () => {
    expect(smtpFailure({ code: 'EAUTH', response: '535 Authentication failed' }, 'smtp.exemple.fr', 587)).toBe("Le serveur SMTP a refusé l'envoi : 535 Authentication failed");
  });

  it('says in French that an unreachable server refused the connection, never ECONNREFUSED (issue 26 §15)', () => {
    const text = smtpFailure({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:2525' }, '127.0.0.1', 2525);
    expect(text).toBe('Le serveur SMTP « 127.0.0.1:2525 » est injoignable : la connexion a été refusée. Vérifiez le serveur et le port.');
    expect(smtpFailure({ code: 'ECONNECTION', cause: { code: 'ECONNREFUSED' } }, 'h', 25)).toContain('injoignable');
  });

  it('names an unknown host, a timeout, a cut connection, a TLS failure, and anything else plainly', () => {
    expect(smtpFailure({ code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.inconnu' }, 'smtp.inconnu', 25)).toContain('introuvable');
    expect(smtpFailure({ code: 'ETIMEDOUT', message: 'Connection timeout' }, 'h', 25)).toContain('ne répond pas');
    expect(smtpFailure({ code: 'ESOCKET', message: 'Client network socket disconnected', cause: { code: 'ECONNRESET' } }, 'h', 465)).toContain('a coupé la connexion');
    expect(smtpFailure({ code: 'ESOCKET', message: 'self-signed certificate' }, 'h', 465)).toContain('TLS');
    expect(smtpFailure(new Error('boom'), 'h', 25)).toBe("L'envoi par le serveur SMTP « h:25 » a échoué. Vérifiez les paramètres e-mail.");
  });
});
