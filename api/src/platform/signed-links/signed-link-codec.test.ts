import { describe, expect, it } from 'vitest';
import { SIGNED_LINK_TTL_MS, issueSignedLink, readSignedLink, signedLinkKey } from './signed-link-codec';

const key = signedLinkKey('secret-de-test');
const now = Date.UTC(2026, 10, 24, 10, 0);

describe('signed links', () => {
  it('open the path they were issued for, for about a minute', () => {
    const { signature } = issueSignedLink('u1', 's1', '/api/exports/users', key, now);
    expect(readSignedLink(signature, '/api/exports/users', key, now + SIGNED_LINK_TTL_MS - 1)).toMatchObject({ sub: 'u1', sid: 's1', path: '/api/exports/users' });
    expect(readSignedLink(signature, '/api/exports/users/', key, now)).toMatchObject({ sub: 'u1' });
  });

  it('refuse an expired signature', () => {
    const { signature } = issueSignedLink('u1', 's1', '/api/exports/users', key, now);
    expect(readSignedLink(signature, '/api/exports/users', key, now + SIGNED_LINK_TTL_MS)).toBe('expired');
  });

  it('refuse another path', () => {
    const { signature } = issueSignedLink('u1', 's1', '/api/exports/users', key, now);
    expect(readSignedLink(signature, '/api/exports/roles', key, now)).toBe('other-path');
  });

  it('refuse a signed link whose claims were changed or signed with another key', () => {
    const { signature } = issueSignedLink('u1', 's1', '/api/exports/users', key, now);
    const [, mac] = signature.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ sub: 'admin', path: '/api/exports/users', jti: 'x', exp: now + 1e9 })).toString('base64url');
    expect(readSignedLink(`${forgedBody}.${mac}`, '/api/exports/users', key, now)).toBe('forged');
    expect(readSignedLink(signature, '/api/exports/users', signedLinkKey('autre'), now)).toBe('forged');
    expect(readSignedLink('pas-un-lien', '/api/exports/users', key, now)).toBe('malformed');
  });

  it('use a key of their own, derived from the session secret', () => {
    expect(signedLinkKey('s').equals(signedLinkKey('t'))).toBe(false);
  });
});
