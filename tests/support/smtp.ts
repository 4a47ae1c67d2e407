/** A real SMTP server (smtp-server) on a free loopback port, keeping what it receives. */
import { SMTPServer } from 'smtp-server';
import { freePort } from './server';

export interface ReceivedMail {
  from: string;
  to: string[];
  user?: string;
  raw: string;
}

export interface TestSmtp {
  port: number;
  received: ReceivedMail[];
  /** Env of a server that sends through this one. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

export const SMTP_ACCOUNT = { user: 'robot', password: 'mot-de-passe-smtp' };

export async function startSmtp(options: { refuse?: string } = {}): Promise<TestSmtp> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_ACCOUNT.user && auth.password === SMTP_ACCOUNT.password) return callback(null, { user: auth.username });
      callback(new Error('Identifiants refusés'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (options.refuse) {
          const error = Object.assign(new Error(options.refuse), { responseCode: 550 });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    received,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_SECURE: 'false',
      SMTP_USER: SMTP_ACCOUNT.user,
      SMTP_PASSWORD: SMTP_ACCOUNT.password,
      SMTP_FROM: 'Hexagone <robot@exemple.fr>',
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
