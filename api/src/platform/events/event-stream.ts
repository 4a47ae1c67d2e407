/**
 * The generic helper behind every Server-Sent Events endpoint: the events of the bus that
 * match a pattern, turned into messages, with a comment-free heartbeat so proxies keep the
 * connection open. Unsubscribes from the bus when the browser goes away.
 */
import type { MessageEvent } from '@nestjs/common';
import type { EventEmitter2 } from '@nestjs/event-emitter';
import { Observable, interval, map, merge } from 'rxjs';

export const HEARTBEAT_MS = 25_000;

export function eventStream<T>(
  bus: EventEmitter2,
  pattern: string,
  toMessage: (payload: T, name: string) => MessageEvent | undefined,
  heartbeatMs = HEARTBEAT_MS,
): Observable<MessageEvent> {
  const events = new Observable<MessageEvent>((subscriber) => {
    const listener = function (this: { event: string | string[] }, payload: T) {
      const name = Array.isArray(this.event) ? this.event.join('.') : this.event;
      const message = toMessage(payload, name);
      if (message) subscriber.next(message);
    };
    bus.on(pattern, listener);
    return () => bus.off(pattern, listener);
  });
  const heartbeat = interval(heartbeatMs).pipe(map((): MessageEvent => ({ type: 'heartbeat', data: '' })));
  return merge(events, heartbeat);
}
