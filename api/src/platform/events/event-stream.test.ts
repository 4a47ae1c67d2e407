import { EventEmitter2 } from '@nestjs/event-emitter';
import { describe, expect, it } from 'vitest';
import { eventStream } from './event-stream';

describe('eventStream', () => {
  it('delivers the matching events published after subscribing, and lets go of the bus', () => {
    const bus = new EventEmitter2({ wildcard: true, delimiter: '.' });
    const received: unknown[] = [];
    const subscription = eventStream<{ n: number }>(bus, 'users.*', (payload, name) => ({ type: name, data: payload }), 60_000).subscribe(
      (message) => received.push(message),
    );
    bus.emit('users.created', { n: 1 });
    bus.emit('roles.created', { n: 2 });
    expect(received).toEqual([{ type: 'users.created', data: { n: 1 } }]);
    subscription.unsubscribe();
    expect(bus.listenerCount('users.*')).toBe(0);
  });
});
