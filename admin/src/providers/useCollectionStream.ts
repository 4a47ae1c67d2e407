/**
 * A live screen's subscription to a collection's stream of events (GET /api/streams/{collection},
 * opened through a signed link): each named event's record goes to its listener, the latest ones
 * given, without reopening the stream when they change. `onLost` says the stream has ended.
 */
import { useEffect, useRef } from 'react';
import type { Values } from '@hexagone/schemas';
import { signedLinkFor, withSignedLink } from './signed-links';

export type StreamListeners = Readonly<Record<string, (record: Values) => void>>;

export function useCollectionStream(collection: string, listeners: StreamListeners, onLost?: () => void): void {
  const latest = useRef({ listeners, onLost });
  latest.current = { listeners, onLost };
  const names = Object.keys(listeners).sort().join(',');

  useEffect(() => {
    let source: EventSource | undefined;
    let closed = false;
    const address = `/api/streams/${collection}`;
    signedLinkFor(address)
      .then((signature) => {
        if (closed) return;
        source = new EventSource(withSignedLink(address, signature));
        for (const name of names.split(',').filter(Boolean)) {
          source.addEventListener(name, (event) => {
            const { record } = JSON.parse((event as MessageEvent<string>).data) as { record: Values };
            latest.current.listeners[name]?.(record);
          });
        }
        source.onerror = () => {
          source?.close();
          latest.current.onLost?.();
        };
      })
      .catch(() => latest.current.onLost?.());
    return () => {
      closed = true;
      source?.close();
    };
  }, [collection, names]);
}
