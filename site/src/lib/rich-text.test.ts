import { describe, expect, it } from 'vitest';
import { htmlToMarkdown, parseInline, parseRichText, plainText, safeHref, truncate } from './rich-text';

const text = (value: string) => ({ kind: 'text', text: value });

describe('parseRichText', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseRichText('Bonjour,\nune question.\n\nMerci !')).toEqual([
      { kind: 'paragraph', children: [text('Bonjour,'), { kind: 'break' }, text('une question.')] },
      { kind: 'paragraph', children: [text('Merci !')] },
    ]);
  });

  it('returns nothing for an empty or blank text', () => {
    expect(parseRichText('')).toEqual([]);
    expect(parseRichText('  \n\n \r\n')).toEqual([]);
  });

  it('reads headings from h2 down (the page title is the h1), even without a blank line after', () => {
    expect(parseRichText('# Titre\nTexte\n\n## Section\n\n### Détail ##\n\n###### Petit')).toEqual([
      { kind: 'heading', level: 2, children: [text('Titre')] },
      { kind: 'paragraph', children: [text('Texte')] },
      { kind: 'heading', level: 2, children: [text('Section')] },
      { kind: 'heading', level: 3, children: [text('Détail')] },
      { kind: 'heading', level: 4, children: [text('Petit')] },
    ]);
  });

  it('reads bulleted and numbered lists, with continuation lines', () => {
    expect(parseRichText('- un\n* deux\n  suite\n\n1. premier\n2) second')).toEqual([
      { kind: 'list', ordered: false, items: [[text('un')], [text('deux'), { kind: 'break' }, text('suite')]] },
      { kind: 'list', ordered: true, items: [[text('premier')], [text('second')]] },
    ]);
  });

  it('reads quotes', () => {
    expect(parseRichText('> cité\n> encore')).toEqual([
      { kind: 'quote', children: [text('cité'), { kind: 'break' }, text('encore')] },
    ]);
  });

  it('keeps fenced code verbatim, HTML included', () => {
    expect(parseRichText('Voici :\n```bash\ncurl -s <url> | sh\n\necho **fin**\n```\nEnsuite.')).toEqual([
      { kind: 'paragraph', children: [text('Voici :')] },
      { kind: 'code', text: 'curl -s <url> | sh\n\necho **fin**' },
      { kind: 'paragraph', children: [text('Ensuite.')] },
    ]);
  });

  it('treats windows line endings like unix ones', () => {
    expect(parseRichText('a\r\n\r\nb')).toHaveLength(2);
  });

  it('keeps a script tag as text, shown escaped: nothing is ever HTML', () => {
    const source = '<script>alert(1)</script> et <img src=x onerror=alert(1)>';
    expect(parseRichText(source)).toEqual([{ kind: 'paragraph', children: [text(source)] }]);
  });

  it('drops the tags it does not know from editor HTML, keeping their text', () => {
    const blocks = parseRichText('<p>Bonjour<script>alert(1)</script><img src=x onerror=alert(1)></p>');
    expect(blocks).toEqual([{ kind: 'paragraph', children: [text('Bonjouralert(1)')] }]);
  });

  it('keeps angle brackets of a text without HTML tags, to be shown escaped', () => {
    expect(parseRichText('si a < b et c > d')).toEqual([{ kind: 'paragraph', children: [text('si a < b et c > d')] }]);
  });

  it('reads the simple HTML of a rich-text editor', () => {
    expect(parseRichText('<p>Un <strong>gras</strong> et <em>italique</em></p><p>Ligne 1<br>Ligne 2</p><ul><li>a</li><li>b</li></ul>')).toEqual([
      {
        kind: 'paragraph',
        children: [text('Un '), { kind: 'strong', children: [text('gras')] }, text(' et '), { kind: 'em', children: [text('italique')] }],
      },
      { kind: 'paragraph', children: [text('Ligne 1'), { kind: 'break' }, text('Ligne 2')] },
      { kind: 'list', ordered: false, items: [[text('a')], [text('b')]] },
    ]);
  });
});

describe('parseInline', () => {
  it('reads code, bold, italics and links', () => {
    expect(parseInline('Lancez `hexctl up`, **vite** et *bien* ou _bien_ : [doc](/api).')).toEqual([
      text('Lancez '),
      { kind: 'code', text: 'hexctl up' },
      text(', '),
      { kind: 'strong', children: [text('vite')] },
      text(' et '),
      { kind: 'em', children: [text('bien')] },
      text(' ou '),
      { kind: 'em', children: [text('bien')] },
      text(' : '),
      { kind: 'link', href: '/api', external: false, children: [text('doc')] },
      text('.'),
    ]);
  });

  it('nests italics in bold and keeps code untouched', () => {
    expect(parseInline('**très *important* !**')).toEqual([
      { kind: 'strong', children: [text('très '), { kind: 'em', children: [text('important')] }, text(' !')] },
    ]);
    expect(parseInline('`**pas gras**`')).toEqual([{ kind: 'code', text: '**pas gras**' }]);
  });

  it('links bare web addresses without the trailing punctuation', () => {
    expect(parseInline('Voir https://exemple.fr/doc?a=1.')).toEqual([
      text('Voir '),
      { kind: 'link', href: 'https://exemple.fr/doc?a=1', external: true, children: [text('https://exemple.fr/doc?a=1')] },
      text('.'),
    ]);
  });

  it('shows the label of a link to a dangerous address as plain text', () => {
    expect(parseInline('[clic](javascript:alert(1))')).toEqual([text('clic)')]);
    expect(parseInline('[clic](javascript:alert)')).toEqual([text('clic')]);
    expect(parseInline('[clic](data:text/html,x)')).toEqual([text('clic')]);
  });

  it('leaves snake_case words alone', () => {
    expect(parseInline('la variable max_tokens_count reste')).toEqual([text('la variable max_tokens_count reste')]);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://exemple.fr', true],
    ['http://exemple.fr/a', true],
    ['mailto:contact@exemple.fr', true],
    ['/forum', false],
    ['#reponses', false],
  ])('accepts %s', (href, external) => {
    expect(safeHref(href)).toEqual({ href, external });
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', 'relative/path', 'https://a b'])(
    'refuses %s',
    (href) => {
      expect(safeHref(href)).toBeUndefined();
    },
  );
});

describe('htmlToMarkdown', () => {
  it('decodes entities once, so escaped HTML stays text', () => {
    expect(htmlToMarkdown('<p>a &lt;b&gt; &amp;amp; &#233;t&#xE9; &nbsp;</p>')).toBe('\n\na <b> &amp; été \u00a0\n\n');
  });

  it('keeps the address of a link', () => {
    expect(htmlToMarkdown('<a href="https://exemple.fr" target="_blank">site</a>')).toBe('[site](https://exemple.fr)');
  });
});

describe('plainText', () => {
  it('flattens a text to one line', () => {
    expect(plainText('# Titre\n\nUn **texte** avec [lien](/a).\n\n- un\n- deux')).toBe('Titre Un texte avec lien. un deux');
  });

  it('cuts on a word with an ellipsis', () => {
    expect(plainText('Un texte assez long pour être coupé', 20)).toBe('Un texte assez long…');
    expect(plainText('Un texte assez longuet pour être coupé', 20)).toBe('Un texte assez…');
    expect(plainText('Court', 20)).toBe('Court');
  });
});

describe('truncate', () => {
  it('keeps a short text whole and cuts a long one on a word', () => {
    expect(truncate('Bonjour', 7)).toBe('Bonjour');
    expect(truncate('Bonjour à tous', 10)).toBe('Bonjour à…');
    expect(truncate('Bonjour à tous', 9)).toBe('Bonjour…');
  });
});
