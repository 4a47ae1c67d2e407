/**
 * Reads the text of a forum message or a blog post (markdown, or the simple HTML a rich-text
 * editor may have left) into a small tree of blocks and inline pieces. Pages render the tree
 * as Astro elements whose text Astro escapes: no stored HTML ever reaches the page as HTML.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; external: boolean; children: Inline[] };

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'code'; text: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const HTML_TAG = /<\/?(p|br|div|ul|ol|li|h[1-6]|strong|b|em|i|code|pre|blockquote|a|span)\b[^>]*>/i;

/** Turns the simple HTML of a rich-text editor into the markdown this reader knows; other tags are dropped. */
export function htmlToMarkdown(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|ul|ol|blockquote|pre|h[1-6])>/gi, '\n\n')
      .replace(/<(p|div|ul|ol)\b[^>]*>/gi, '\n\n')
      .replace(/<h([1-6])\b[^>]*>/gi, (_tag, level: string) => `\n\n${'#'.repeat(Number(level))} `)
      .replace(/<li\b[^>]*>/gi, '\n- ')
      .replace(/<\/li>/gi, '')
      .replace(/<blockquote\b[^>]*>/gi, '\n\n> ')
      .replace(/<\/?(strong|b)\b[^>]*>/gi, '**')
      .replace(/<\/?(em|i)\b[^>]*>/gi, '*')
      .replace(/<\/?code\b[^>]*>/gi, '`')
      .replace(/<a\b[^>]*\bhref\s*=\s*["']([^"']*)["'][^>]*>([\s\S]*?)<\/a>/gi, '[$2]($1)')
      .replace(/<[^>]*>/g, ''),
  );
}

/** Where a link may lead: the web, e-mail, or a page of this site. */
export function safeHref(href: string): { href: string; external: boolean } | undefined {
  const value = href.trim();
  if (/^(https?:)?\/\//i.test(value)) return /^https?:\/\/[^\s]+$/i.test(value) ? { href: value, external: true } : undefined;
  if (/^mailto:[^\s]+$/i.test(value)) return { href: value, external: true };
  if (/^[/#][^\s]*$/.test(value)) return { href: value, external: false };
  return undefined;
}

const INLINE_PATTERN =
  /`([^`\n]+)`|\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^\n]+?)\*\*|\*([^\s*][^*\n]*?)\*|(?<![\w/])_([^\s_][^_\n]*?)_(?!\w)|(https?:\/\/[^\s<>()]*[^\s<>().,;:!?'"])/;

/** The inline pieces of a run of text: code, links, bold, italics, bare web addresses, line breaks. */
export function parseInline(text: string): Inline[] {
  const pieces: Inline[] = [];
  const pushText = (value: string) => {
    value.split('\n').forEach((line, index) => {
      if (index > 0) pieces.push({ kind: 'break' });
      if (!line) return;
      const last = pieces.at(-1);
      if (last?.kind === 'text') last.text += line;
      else pieces.push({ kind: 'text', text: line });
    });
  };
  let rest = text;
  while (rest) {
    const match = INLINE_PATTERN.exec(rest);
    if (!match) {
      pushText(rest);
      break;
    }
    pushText(rest.slice(0, match.index));
    const [whole, code, label, href, strong, em, underscored, url] = match;
    if (code !== undefined) pieces.push({ kind: 'code', text: code });
    else if (label !== undefined) {
      const target = safeHref(href);
      if (target) pieces.push({ kind: 'link', ...target, children: parseInline(label) });
      else pushText(label);
    } else if (strong !== undefined) pieces.push({ kind: 'strong', children: parseInline(strong) });
    else if (em !== undefined || underscored !== undefined) pieces.push({ kind: 'em', children: parseInline(em ?? underscored) });
    else pieces.push({ kind: 'link', href: url, external: true, children: [{ kind: 'text', text: url }] });
    rest = rest.slice(match.index + whole.length);
  }
  return pieces;
}

const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;

function parseBlock(chunk: string): Block[] {
  const lines = chunk.split('\n');
  const heading = /^(#{1,6})\s+(.*)$/.exec(lines[0]);
  if (heading) {
    // The page's title is its only h1: '#' and '##' both open a section (h2).
    const level = Math.min(4, Math.max(2, heading[1].length)) as 2 | 3 | 4;
    const rest = lines.slice(1).join('\n').trim();
    return [{ kind: 'heading', level, children: parseInline(heading[2].replace(/\s+#+\s*$/, '')) }, ...(rest ? parseBlock(rest) : [])];
  }
  if (lines.every((line) => /^\s*>/.test(line))) {
    return [{ kind: 'quote', children: parseInline(lines.map((line) => line.replace(/^\s*>\s?/, '')).join('\n')) }];
  }
  const first = LIST_ITEM.exec(lines[0]);
  if (first) {
    const ordered = first[2] !== undefined;
    const items: string[] = [];
    for (const line of lines) {
      const item = LIST_ITEM.exec(line);
      if (item) items.push(item[3]);
      else items[items.length - 1] += `\n${line.trim()}`;
    }
    return [{ kind: 'list', ordered, items: items.map(parseInline) }];
  }
  return [{ kind: 'paragraph', children: parseInline(chunk) }];
}

/** The blocks of a stored text: fenced code kept verbatim, paragraphs split on blank lines. */
export function parseRichText(source: string): Block[] {
  const blocks: Block[] = [];
  const parts = source.replace(/\r\n?/g, '\n').split(/^```[^\n]*\n?/m);
  parts.forEach((part, index) => {
    if (index % 2 === 1) {
      blocks.push({ kind: 'code', text: part.replace(/\n$/, '') });
      return;
    }
    const text = HTML_TAG.test(part) ? htmlToMarkdown(part) : part;
    for (const chunk of text.split(/\n\s*\n/)) {
      const trimmed = chunk.replace(/^\n+|\s+$/g, '');
      if (trimmed.trim()) blocks.push(...parseBlock(trimmed));
    }
  });
  return blocks;
}

/** The plain text of a stored text (descriptions, previews). */
export function plainText(source: string, maxLength = Infinity): string {
  const flatten = (pieces: Inline[]): string =>
    pieces
      .map((piece) =>
        piece.kind === 'text' || piece.kind === 'code' ? piece.text : piece.kind === 'break' ? ' ' : flatten(piece.children),
      )
      .join('');
  const text = parseRichText(source)
    .map((block) =>
      block.kind === 'code' ? block.text : block.kind === 'list' ? block.items.map(flatten).join(' ') : flatten(block.children),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(text, maxLength);
}

/** A text cut to at most maxLength characters, on a word, with an ellipsis when cut. */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  // Cut on a space when one ends the kept part, else drop the word cut in half.
  return `${text[maxLength - 1] === ' ' ? cut : cut.replace(/\s+\S*$/, '')}…`;
}
