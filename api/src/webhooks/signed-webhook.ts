/**
 * One signed webhook POST, as Standard Webhooks (standardwebhooks.com) define it: the body is
 * `{ type, timestamp, data }`, the headers `webhook-id`, `webhook-timestamp` and
 * `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body` with the secret), plus
 * the endpoint's own headers. The address is checked by the SSRF guard and the connection made
 * to the very address checked; no redirect is followed; the answer is awaited 15 s at most.
 *
 * `postSignedWebhook` is what any module posts a webhook with (the webhooks' deliveries, the
 * audit alerts' notification_webhook).
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_RESPONSE_EXCERPT, WEBHOOK_SECRET_PREFIX, WEBHOOK_TIMEOUT_MS } from '@hexagone/schemas';
import { config } from '../config';
import { checkAddress, UnsafeAddressError } from './webhook-address';

/** A new secret: 24 random bytes, as Standard Webhooks write it. */
export const newWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

export interface SignedWebhook {
  url: string;
  /** `whsec_…` */
  secret: string;
  /** Stays the same across the retries of one message. */
  messageId: string;
  type: string;
  data: unknown;
  headers?: Record<string, string>;
  /** The moment the message stands for (default: now). */
  timestamp?: Date;
}

export interface WebhookAttempt {
  at: Date;
  /** Absent when no answer came (refused address, network error, timeout). */
  status_code?: number;
  duration_ms: number;
  /** The start of the receiver's answer, or why there was none. */
  excerpt: string;
  ok: boolean;
}

/** The receiver's answer is read this far at most. */
const MAX_READ = 64 * 1024;

export const webhookBody = (type: string, data: unknown, timestamp: Date): string => JSON.stringify({ type, timestamp: timestamp.toISOString(), data });

export async function postSignedWebhook(message: SignedWebhook): Promise<WebhookAttempt> {
  const at = new Date();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (excerpt: string): WebhookAttempt => ({ at, duration_ms: elapsed(), excerpt, ok: false });
  let checked;
  try {
    checked = await checkAddress(message.url, config.webhooksAllowLoopbackUnsafe);
  } catch (error) {
    if (error instanceof UnsafeAddressError) return failed(error.message);
    throw error;
  }
  const timestamp = message.timestamp ?? at;
  const body = webhookBody(message.type, message.data, timestamp);
  const signature = new Webhook(message.secret).sign(message.messageId, at, body);
  const headers = {
    ...message.headers,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': 'Hexagone-Webhooks/1.0',
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
  // The connection goes to the address the guard checked, whatever the name resolves to now.
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (error: null, list: { address: string; family: number }[]) => void)(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  };
  const send = checked.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<WebhookAttempt>((resolve) => {
    const req = send(checked.url, { method: 'POST', headers, lookup: pinned, agent: false, signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        if (read < MAX_READ) chunks.push(chunk);
        read += chunk.length;
        if (read >= MAX_READ) res.destroy();
      });
      const done = () => {
        const status = res.statusCode ?? 0;
        const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_RESPONSE_EXCERPT);
        resolve({ at, status_code: status, duration_ms: elapsed(), excerpt, ok: status >= 200 && status < 300 });
      };
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.on('error', (error: Error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve(failed(timedOut ? `Pas de réponse en ${WEBHOOK_TIMEOUT_MS / 1000} s` : `Échec de la connexion : ${error.message}`));
    });
    req.end(body);
  });
}
