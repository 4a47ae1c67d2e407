import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPageFile, isBuiltNoindex } from './built-pages';

describe('builtPageFile', () => {
  it('maps addresses to the files of build.format file', () => {
    expect(builtPageFile('/dist', '/')).toBe('/dist/index.html');
    expect(builtPageFile('/dist', '/pricing')).toBe('/dist/pricing.html');
    expect(builtPageFile('/dist', '/legal/cgv/')).toBe('/dist/legal/cgv.html');
    expect(builtPageFile('/dist', '/a%C3%A9')).toBe('/dist/aé.html');
  });
});

describe('isBuiltNoindex', () => {
  const dir = mkdtempSync(join(tmpdir(), 'built-pages-'));
  mkdirSync(join(dir, 'legal'));
  writeFileSync(join(dir, 'docs.html'), '<head><meta name="robots" content="noindex, nofollow"></head>');
  writeFileSync(join(dir, 'legal', 'cgv.html'), '<head><title>CGV</title></head><p>noindex in the text is not a tag</p>');

  it('reads the robots meta of the built page', () => {
    expect(isBuiltNoindex(dir, '/docs')).toBe(true);
    expect(isBuiltNoindex(dir, '/legal/cgv')).toBe(false);
  });

  it('treats a page rendered on request (no file) as indexable', () => {
    expect(isBuiltNoindex(dir, '/forum')).toBe(false);
  });
});
