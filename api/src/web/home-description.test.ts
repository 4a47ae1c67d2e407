import { describe, expect, it } from 'vitest';
import { withDescription } from './home-description';

describe('withDescription', () => {
  it('replaces the meta and Open Graph descriptions, quotes and markup kept as text', () => {
    const page = '<title>Accueil</title><meta name="description" content="Ancienne"><meta property="og:description" content="Ancienne"><meta property="og:title" content="Accueil">';
    expect(withDescription(page, 'Le "cloud" & <vous>')).toBe(
      '<title>Accueil</title><meta name="description" content="Le &quot;cloud&quot; &amp; &lt;vous&gt;"><meta property="og:description" content="Le &quot;cloud&quot; &amp; &lt;vous&gt;"><meta property="og:title" content="Accueil">',
    );
  });
});
