import { describe, expect, it } from 'vitest';
import { axisPrecision, byteUnit, formatAvailability, formatByteRate, formatBytes, formatMs, formatPercentValue, formatRate } from './format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('monitoring formatting', () => {
  it('writes percents, durations and rates the French way', () => {
    expect(plain(formatPercentValue(12.345))).toBe('12,3 %');
    expect(plain(formatAvailability(99.98))).toBe('99,98 %');
    expect(plain(formatMs(1234.56))).toBe('1 234,6 ms');
    expect(plain(formatRate(0.5))).toBe('0,5 req/s');
  });

  it('writes sizes in octets and their multiples', () => {
    expect(plain(formatBytes(512))).toBe('512 o');
    expect(plain(formatBytes(1536))).toBe('1,5 Ko');
    expect(plain(formatBytes(250 * 1024 * 1024))).toBe('250 Mo');
    expect(plain(formatByteRate(2048))).toBe('2 Ko/s');
    expect(byteUnit(0)).toBe(1);
    expect(byteUnit(500_000)).toBe(1024);
    expect(byteUnit(3 * 1024 ** 2)).toBe(1024 ** 2);
  });

  it('names axis moments to the second on short ranges and with the day on a week', () => {
    expect(axisPrecision(5 * 60)).toBe('second');
    expect(axisPrecision(15 * 60)).toBe('second');
    expect(axisPrecision(3600)).toBe('minute');
    expect(axisPrecision(24 * 3600)).toBe('minute');
    expect(axisPrecision(7 * 24 * 3600)).toBe('day');
  });
});
