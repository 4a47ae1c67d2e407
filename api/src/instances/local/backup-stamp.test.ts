import { describe, expect, it } from 'vitest';
import { backupStamp } from './local-driver';

describe('a backup file name', () => {
  it("reads Paris's clock, not UTC, summer and winter", () => {
    expect(backupStamp(new Date('2026-12-06T19:39:59.197Z'))).toBe('2026-12-06_20h39m59-197');
    expect(backupStamp(new Date('2026-07-01T22:30:00.004Z'))).toBe('2026-07-02_00h30m00-004');
  });
});
