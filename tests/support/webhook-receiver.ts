/** A real HTTP endpoint on the loopback for the webhook tests: it keeps every request and answers as told. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  url: (path?: string) => string;
  received: ReceivedWebhook[];
  /** The answers of the next requests to `path`, in order (afterwards: 200); `hang` never answers. */
  answer: (path: string, ...answers: Answer[]) => void;
  stop: () => Promise<void>;
}

type Answer = { status: number; body?: string; headers?: Record<string, string> } | { hang: true };

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const planned = new Map<string, Answer[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const next = planned.get(path)?.shift() ?? { status: 200, body: 'reçu' };
      if ('hang' in next) return;
      res.writeHead(next.status, next.headers);
      res.end(next.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (path, ...answers) => planned.set(path, [...(planned.get(path) ?? []), ...answers]),
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
