import { describe, expect, it } from 'vitest';
import { ADMIN_POLICY, API_POLICY, DOCS_POLICY, policyFor, serializePolicy, sitePolicy } from './security-headers';

describe('policyFor', () => {
  const site = sitePolicy(['sha256-abc']);

  it.each([
    ['/api/users', API_POLICY],
    ['/api/docs', DOCS_POLICY],
    ['/api/docs/swagger-ui.css', DOCS_POLICY],
    ['/webmaster', ADMIN_POLICY],
    ['/webmaster/users', ADMIN_POLICY],
    ['/', site],
    ['/blog/un-article', site],
  ])('%s', (path, policy) => expect(policyFor(path, site)).toBe(policy));
});

describe('the policies', () => {
  it('never allow inline scripts, plugins, framing or another base', () => {
    for (const policy of [ADMIN_POLICY, DOCS_POLICY, sitePolicy(['sha256-abc'])]) {
      const text = serializePolicy(policy);
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(text).toContain("object-src 'none'");
      expect(text).toContain("frame-ancestors 'none'");
      expect(text).toContain("base-uri 'self'");
    }
  });

  it('allow the site’s inline scripts by hash only', () => {
    expect(sitePolicy(['sha256-abc'])['script-src']).toEqual(["'self'", "'sha256-abc'"]);
  });
});
