/**
 * What the server's HTTP traffic measures between two samples: requests, 5xx answers,
 * response times (average and percentiles) and the bytes read from and written to the
 * sockets. One Express middleware, mounted first (main.ts) so that every answer counts,
 * including the 503 of an unreachable database and the 404 of an unknown path. Live streams
 * (Server-Sent Events) count for their bytes, not for a response time.
 */
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { trackAnswer } from '../common/requests-in-flight';
import { percentile } from './sample-points';

/** Response times kept per sample at most: past it, a uniform sample of them (reservoir). */
const MAX_DURATIONS = 5_000;

/** Set in `res.locals` by an answer that is unavailable on purpose (maintenance mode). */
export const PLANNED_UNAVAILABILITY = 'plannedUnavailability';

export interface HttpWindow {
  requests: number;
  errors: number;
  duration_sum_ms: number;
  p50: number;
  p95: number;
  p99: number;
  /** Bytes read from and written to the sockets. */
  net_in: number;
  net_out: number;
}

/** Told of every answer (the Prometheus counter and histogram, when enabled). */
export type AnswerObserver = (method: string, status: number, seconds: number) => void;

export class HttpMetrics {
  private requests = 0;
  private errors = 0;
  private durationSum = 0;
  private durations: number[] = [];
  private bytesIn = 0;
  private bytesOut = 0;
  private readonly counted = new WeakMap<Socket, { read: number; written: number }>();
  private observer?: AnswerObserver;

  observe(observer: AnswerObserver): void {
    this.observer = observer;
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    this.watchSocket(req.socket);
    trackAnswer(res);
    res.once('finish', () => {
      this.countBytes(req.socket);
      if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
      // A planned answer (maintenance mode's 503) is no failure: it raises no « Taux d'erreur » alert.
      const status = res.locals[PLANNED_UNAVAILABILITY] ? 200 : res.statusCode;
      this.record(req.method, status, Number(process.hrtime.bigint() - started) / 1e6);
    });
    next();
  };

  /** The figures since the last call, and a fresh window. */
  take(): HttpWindow {
    const sorted = this.durations.sort((a, b) => a - b);
    const window: HttpWindow = {
      requests: this.requests,
      errors: this.errors,
      duration_sum_ms: round(this.durationSum),
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      net_in: this.bytesIn,
      net_out: this.bytesOut,
    };
    this.requests = this.errors = this.durationSum = this.bytesIn = this.bytesOut = 0;
    this.durations = [];
    return window;
  }

  private record(method: string, status: number, ms: number): void {
    this.requests += 1;
    if (status >= 500) this.errors += 1;
    this.durationSum += ms;
    if (this.durations.length < MAX_DURATIONS) this.durations.push(ms);
    else {
      const slot = Math.floor(Math.random() * this.requests);
      if (slot < MAX_DURATIONS) this.durations[slot] = ms;
    }
    this.observer?.(method, status, ms / 1000);
  }

  /** A keep-alive socket carries several requests: each byte is counted once, the last ones at its close. */
  private watchSocket(socket: Socket): void {
    if (this.counted.has(socket)) return;
    this.counted.set(socket, { read: 0, written: 0 });
    socket.once('close', () => this.countBytes(socket));
  }

  private countBytes(socket: Socket): void {
    const seen = this.counted.get(socket);
    if (!seen) return;
    const read = socket.bytesRead;
    const written = socket.bytesWritten;
    this.bytesIn += Math.max(0, read - seen.read);
    this.bytesOut += Math.max(0, written - seen.written);
    seen.read = read;
    seen.written = written;
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
