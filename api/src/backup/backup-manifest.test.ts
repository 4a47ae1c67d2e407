import { describe, expect, it } from 'vitest';
import { backupDate, parseManifest } from './backup-manifest';

describe('parseManifest', () => {
  it('reads the manifest a backup writes', () => {
    const manifest = { format: 1, createdAt: '2026-07-14T08:30:00.000Z', database: 'embedded' };
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
  });

  it('refuses what no backup of ours holds', () => {
    for (const text of ['', 'pas du JSON', '{}', '{"format":2,"createdAt":"2026-07-14T08:30:00.000Z","database":"embedded"}', '{"format":1,"createdAt":"2026-07-14T08:30:00.000Z","database":"postgres"}', '{"format":1,"database":"mongodb"}']) {
      expect(parseManifest(text), text).toBeUndefined();
    }
  });
});

describe('backupDate', () => {
  it('says when in Paris, in French', () => {
    expect(backupDate({ format: 1, createdAt: '2026-07-14T08:30:05.000Z', database: 'embedded' })).toBe('14 juillet 2026 à 10:30:05');
    expect(backupDate({ format: 1, createdAt: '2026-12-31T23:30:00.000Z', database: 'mongodb' })).toBe('1 janvier 2027 à 00:30:00');
  });
});
