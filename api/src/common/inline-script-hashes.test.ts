import { describe, expect, it } from 'vitest';
import { inlineScriptsOf, scriptHash } from './inline-script-hashes';

describe('inlineScriptsOf', () => {
  it('keeps inline code, not files nor data blocks', () => {
    const html = [
      '<script type="module">run()</script>',
      '<script>(()=>{})()</script>',
      '<script type="module" src="/_astro/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    ].join('');
    expect(inlineScriptsOf(html)).toEqual(['run()', '(()=>{})()']);
  });
});

describe('scriptHash', () => {
  it('is the CSP sha256 source of the exact text', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});
