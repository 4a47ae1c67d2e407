import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretsKey, SecretBox } from './secret-box';

describe('secret box', () => {
  const box = new SecretBox(loadSecretsKey('clé', ''));

  it('seals with a fresh nonce each time and opens back', () => {
    const a = box.seal('smtp-pass');
    const b = box.seal('smtp-pass');
    expect(a).not.toBe(b);
    expect(a).not.toContain('smtp-pass');
    expect(SecretBox.isSealed(a)).toBe(true);
    expect(box.open(a)).toBe('smtp-pass');
  });

  it('refuses a tampered secret or another key', () => {
    const sealed = box.seal('smtp-pass');
    const parts = sealed.split(':');
    parts[4] = Buffer.from('autre chose').toString('base64');
    expect(() => box.open(parts.join(':'))).toThrow();
    expect(() => new SecretBox(loadSecretsKey('autre clé', '')).open(sealed)).toThrow();
  });

  it('keeps a generated key in the data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    expect(loadSecretsKey(undefined, dir).equals(loadSecretsKey(undefined, dir))).toBe(true);
    expect(loadSecretsKey(undefined, dir)).toHaveLength(32);
  });
});
