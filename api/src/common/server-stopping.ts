/**
 * The moment this process begins to stop (SIGTERM, SIGINT: main.ts). Live streams (Server-Sent
 * Events) end then: they would otherwise hold the HTTP server open until the stop's time limit,
 * and a browser reconnects to another process or to this one once it is back.
 */
import { ReplaySubject, type Observable } from 'rxjs';

const stopping = new ReplaySubject<void>(1);

/** Emits once the server stops; a stream opened after that ends at once. */
export const serverStopping: Observable<void> = stopping.asObservable();

export function announceStop(): void {
  stopping.next();
  stopping.complete();
}
