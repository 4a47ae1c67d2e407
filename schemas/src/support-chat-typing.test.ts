import { describe, expect, it } from 'vitest';
import { typingNotifier, typingText } from './support-chat-typing';

describe('typingNotifier', () => {
  it('sends once per period however many keystrokes, and nothing for an empty input', () => {
    let clock = 0;
    const sent: number[] = [];
    const { typed } = typingNotifier(() => sent.push(clock), 3_000, () => clock);
    for (const [at, value] of [
      [0, 'B'],
      [200, 'Bo'],
      [400, 'Bon'],
      [2_999, 'Bonj'],
      [3_000, 'Bonjo'],
      [3_100, ''],
      [7_000, '   '],
      [7_100, 'Bonjour'],
    ] as const) {
      clock = at;
      typed(value);
    }
    expect(sent).toEqual([0, 3_000, 7_100]);
  });

  it('signals again at once after a message is sent', () => {
    let clock = 0;
    const sent: number[] = [];
    const notifier = typingNotifier(() => sent.push(clock), 3_000, () => clock);
    notifier.typed('Bonjour');
    clock = 1_000;
    notifier.sent();
    clock = 1_200;
    notifier.typed('E');
    clock = 1_400;
    notifier.typed('En');
    expect(sent).toEqual([0, 1_200]);
  });

  it('says who writes, in French', () => {
    expect(typingText('Sophie')).toBe('Sophie est en train d’écrire…');
  });
});
