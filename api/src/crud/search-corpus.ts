/**
 * The searchable text of every record of a collection, kept by the server so that a list
 * search (`q`) is answered in memory instead of by the database.
 *
 * Why: FerretDB 1.24 (the embedded default) evaluates a `$regex` in Go on every document,
 * for every new search: at 100 000 records one search took more than a list's 15 s limit.
 * One scan that reads only the searchable fields builds the corpus (a few seconds at 100 000
 * records, once); each search then tests the same pattern as the database would (the
 * escaped text, case-insensitive, on each searchable field that is text or a list of texts)
 * on the kept texts, and the list's order comes from the list without the search.
 *
 * Same single-process assumption as KeptLists: the corpus follows the writes THIS process
 * sends (write-watch.ts), exact for the embedded default, whose database has no other writer;
 * it is used only as sole writer. Inserts add their documents' texts; a write by id to a
 * searchable field marks that record to read again; a delete by id removes it; any other
 * write to the collection drops its corpus. Writes told while a corpus is read are replayed
 * on it when the read ends.
 */
import { escapeRegExp } from '@hexagone/schemas';
import { idKey } from './object-id';
import type { WriteEffect } from './write-watch';

/**
 * A record's searchable texts, every field's together: the search asks whether any of them
 * holds the text. Joined by SEPARATOR, one string per record (arrays of strings cost about
 * 80 MB more at 200 000 records); the texts themselves for the rare record whose texts hold
 * the separator.
 */
export type Texts = string | string[];
const SEPARATOR = '\u0000';

/** A write seen to a record's searchable fields: a new entry for each write. */
export interface StaleEntry {
  id: unknown;
}

export interface Corpus {
  /** The searchable fields, in the order of each record's texts. */
  fields: string[];
  /** By id (hex): the searchable fields' texts. */
  texts: Map<string, Texts>;
  /** Records whose searchable fields were written since they were read, by id (hex). */
  stale: Map<string, StaleEntry>;
}

interface Reading {
  /** Writes told while the corpus is read; undefined once one of them cannot be replayed. */
  changes?: WriteEffect[];
}

export interface SearchCorpusOptions {
  /** Bound on the records held over all collections (memory: about 150 bytes each). */
  maxRecords: number;
  /** Beyond this many records to read again, the corpus is read whole again. */
  maxStale: number;
}

/** The texts a `$regex` tests in a field's value: a text, or the texts of a list. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function valueAt(document: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), document);
}

/** The texts of `fields` in a document, as the corpus keeps them. */
export function textsAt(document: Record<string, unknown>, fields: string[]): Texts {
  const values = fields.flatMap((field) => textsOf(valueAt(document, field)));
  return values.some((value) => value.includes(SEPARATOR)) ? values : values.join(SEPARATOR);
}

export class SearchCorpus {
  /** Per collection, most recently used last. */
  private readonly corpora = new Map<string, Corpus>();
  private readonly readings = new Map<string, Reading>();
  private held = 0;

  constructor(private readonly options: SearchCorpusOptions) {}

  /** The corpus of these documents, as read. */
  static of(fields: string[], documents: Array<Record<string, unknown>>): Corpus {
    const corpus: Corpus = { fields, texts: new Map<string, Texts>(), stale: new Map<string, StaleEntry>() };
    for (const document of documents) SearchCorpus.add(corpus, document);
    return corpus;
  }

  /** Adds a document read to a corpus being read. */
  static add(corpus: Corpus, document: Record<string, unknown>): void {
    corpus.texts.set(idKey(document._id), textsAt(document, corpus.fields));
  }

  /** The corpus of `collection` if it is kept, its records to read again first. */
  get(collection: string, fields: string[]): Corpus | undefined {
    const corpus = this.corpora.get(collection);
    if (!corpus || corpus.fields.join() !== fields.join()) return undefined;
    this.corpora.delete(collection);
    this.corpora.set(collection, corpus);
    return corpus;
  }

  /** Marks the start of a read of `collection`'s corpus: writes told from now on are replayed on it. */
  beginReading(collection: string): Reading {
    const reading: Reading = { changes: [] };
    this.readings.set(collection, reading);
    return reading;
  }

  /** Keeps what a read found (SearchCorpus.of), with the writes told during it; nothing when one of them could not be replayed. */
  keep(collection: string, corpus: Corpus, reading: Reading): Corpus | undefined {
    if (this.readings.get(collection) === reading) this.readings.delete(collection);
    if (!reading.changes) return undefined;
    this.drop(collection);
    this.corpora.set(collection, corpus);
    this.held += corpus.texts.size;
    for (const change of reading.changes) this.apply(collection, change);
    const kept = this.corpora.get(collection);
    this.evict();
    return this.corpora.get(collection) === kept ? kept : undefined;
  }

  /**
   * Records read again after a write: `taken` are the stale entries when the read began, and
   * `documents` what it found. A record written again since stays to read again.
   */
  refreshed(collection: string, corpus: Corpus, taken: Array<[string, StaleEntry]>, documents: Array<Record<string, unknown>>): void {
    if (this.corpora.get(collection) !== corpus) return;
    const { fields } = corpus;
    const found = new Map(documents.map((document) => [idKey(document._id), document]));
    for (const [id, entry] of taken) {
      if (corpus.stale.get(id) !== entry) continue;
      corpus.stale.delete(id);
      const document = found.get(id);
      if (document) this.put(corpus, id, textsAt(document, fields));
      else this.remove(corpus, id);
    }
  }

  /** Tells the corpus of a write to `collection` (write-watch.ts). */
  written(collection: string, effect: WriteEffect): void {
    const reading = this.readings.get(collection);
    if (reading?.changes) {
      if (effect.kind === 'other' || (effect.kind === 'update' && !effect.ids)) reading.changes = undefined;
      else reading.changes.push(effect);
    }
    this.apply(collection, effect);
  }

  private apply(collection: string, effect: WriteEffect): void {
    const corpus = this.corpora.get(collection);
    if (!corpus) return;
    switch (effect.kind) {
      case 'insert':
        for (const document of effect.documents) {
          this.put(corpus, idKey(document._id), textsAt(document, corpus.fields));
        }
        return;
      case 'delete':
        for (const id of effect.ids) this.remove(corpus, idKey(id));
        return;
      case 'update':
        if (!effect.fields.some((field) => corpus.fields.some((searched) => searched.split('.')[0] === field))) return;
        if (effect.ids && corpus.stale.size + effect.ids.length <= this.options.maxStale) {
          for (const id of effect.ids) corpus.stale.set(idKey(id), { id });
          return;
        }
        return this.drop(collection);
      default:
        return this.drop(collection);
    }
  }

  private put(corpus: Corpus, id: string, texts: Texts): void {
    if (!corpus.texts.has(id)) this.held++;
    corpus.texts.set(id, texts);
  }

  private remove(corpus: Corpus, id: string): void {
    if (corpus.texts.delete(id)) this.held--;
    corpus.stale.delete(id);
  }

  private drop(collection: string): void {
    const corpus = this.corpora.get(collection);
    if (!corpus) return;
    this.held -= corpus.texts.size;
    this.corpora.delete(collection);
  }

  private evict(): void {
    for (const [collection] of this.corpora) {
      if (this.held <= this.options.maxRecords) return;
      this.drop(collection);
    }
  }
}

/**
 * Whether a record's texts hold `text` as the database's search finds it: the same escaped
 * pattern, case-insensitive with Unicode's simple case folding, as Go's `(?i)` in FerretDB.
 */
export function matcher(text: string): (texts: Texts) => boolean {
  const pattern = new RegExp(escapeRegExp(text), 'iu');
  // No text of a joined record holds the separator: a match there could only cross two texts.
  const joinedMatch = text.includes(SEPARATOR) ? () => false : (joined: string) => pattern.test(joined);
  return (texts) => (typeof texts === 'string' ? joinedMatch(texts) : texts.some((value) => pattern.test(value)));
}
