import { describe, expect, it } from 'vitest';
import { bodyLimitOf } from './body-limits';

describe('bodyLimitOf', () => {
  it.each([
    ['/api/auth/login', '16kb'],
    ['/api/newsletter/subscribe', '16kb'],
    ['/api/setup/init', '16kb'],
    ['/api/contact', '64kb'],
    ['/api/blog_posts/123', '256kb'],
    ['/blog', undefined],
  ])('%s → %s', (path, limit) => expect(bodyLimitOf(path)).toBe(limit));
});
