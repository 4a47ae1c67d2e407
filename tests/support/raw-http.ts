/**
 * A request as a browser's cache would make it, answered with the bytes as sent: fetch would
 * decompress them, and adds `Cache-Control: no-cache` to a conditional request.
 */
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export const rawRequest = (url: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
