import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { matcher, SearchCorpus, textsAt } from './search-corpus';

const FIELDS = ['name', 'email', 'tags'];
const ids = Array.from({ length: 4 }, () => new ObjectId());
const documents = [
  { _id: ids[0], name: 'Élodie Martin', email: 'elodie@exemple.fr', tags: ['cloud', 'Bretagne'] },
  { _id: ids[1], name: 'Marc Dupont', email: 'marc@exemple.fr', tags: [] },
  { _id: ids[2], name: 'Zoé Keller', email: 42, tags: 'k8s' },
];

/** The ids whose texts match `text`, as a list search would keep them. */
function search(corpus: SearchCorpus, text: string): string[] {
  const kept = corpus.get('users', FIELDS)!;
  const matches = matcher(text);
  return [...kept.texts].filter(([, texts]) => matches(texts)).map(([id]) => id);
}

function readCorpus(changesDuringRead: (corpus: SearchCorpus) => void = () => undefined, options = { maxRecords: 100, maxStale: 10 }) {
  const corpus = new SearchCorpus(options);
  const reading = corpus.beginReading('users');
  changesDuringRead(corpus);
  corpus.keep('users', SearchCorpus.of(FIELDS, documents), reading);
  return corpus;
}

describe('matcher', () => {
  it('finds the text anywhere in a field, whatever its case, in texts and lists of texts only', () => {
    const texts = textsAt({ name: 'Élodie Martin', email: 'elodie@exemple.fr', tags: ['cloud', 'Bretagne'], age: 42 }, FIELDS.concat('age'));
    expect(typeof texts).toBe('string');
    expect(matcher('élodie')(texts)).toBe(true);
    expect(matcher('MARTIN')(texts)).toBe(true);
    expect(matcher('bretagne')(texts)).toBe(true);
    expect(matcher('Martin elodie')(texts)).toBe(false);
    expect(matcher('(.*)')(texts)).toBe(false);
    expect(matcher('42')(texts)).toBe(false);
    expect(matcher('.')(textsAt({ name: 'a.b' }, ['name']))).toBe(true);
    expect(matcher('.')(textsAt({ name: 'ab' }, ['name']))).toBe(false);
  });

  it('never matches across two texts, whatever they hold', () => {
    // Joined: the end of one text and the start of the next are not one text.
    expect(matcher('fr\u0000cloud')(textsAt({ email: 'elodie@exemple.fr', tags: ['cloud'] }, FIELDS))).toBe(false);
    expect(matcher('frcloud')(textsAt({ email: 'elodie@exemple.fr', tags: ['cloud'] }, FIELDS))).toBe(false);
    // A text holding the separator is kept as it is, and found as the database would find it.
    const odd = textsAt({ name: 'a\u0000b', email: 'c' }, FIELDS);
    expect(odd).toEqual(['a\u0000b', 'c']);
    expect(matcher('a\u0000b')(odd)).toBe(true);
    expect(matcher('b\u0000c')(odd)).toBe(false);
  });
});

describe('SearchCorpus', () => {
  it('holds the searchable texts of the documents read, numbers and other values left out', () => {
    const corpus = readCorpus();
    expect(search(corpus, 'exemple.fr')).toEqual([String(ids[0]), String(ids[1])]);
    expect(search(corpus, '42')).toEqual([]);
    expect(search(corpus, 'K8S')).toEqual([String(ids[2])]);
  });

  it('follows inserts, deletes by id, and reads again a record whose searchable field is written', () => {
    const corpus = readCorpus();
    corpus.written('users', { kind: 'insert', documents: [{ _id: ids[3], name: 'Nadia Benali', email: 'nadia@exemple.fr' }] });
    expect(search(corpus, 'nadia')).toEqual([String(ids[3])]);
    corpus.written('users', { kind: 'delete', ids: [ids[1]] });
    expect(search(corpus, 'marc')).toEqual([]);

    // A write to another field changes nothing; to a searchable one, the record is read again.
    corpus.written('users', { kind: 'update', fields: ['last_login'], ids: [ids[0]] });
    expect(corpus.get('users', FIELDS)!.stale.size).toBe(0);
    corpus.written('users', { kind: 'update', fields: ['name'], ids: [ids[0]] });
    const kept = corpus.get('users', FIELDS)!;
    const taken = [...kept.stale];
    expect(taken.map(([id]) => id)).toEqual([String(ids[0])]);
    corpus.refreshed('users', kept, taken, [{ _id: ids[0], name: 'Élodie Morvan', email: 'elodie@exemple.fr' }]);
    expect(kept.stale.size).toBe(0);
    expect(search(corpus, 'morvan')).toEqual([String(ids[0])]);
    expect(search(corpus, 'martin')).toEqual([]);
  });

  it('keeps a record written again while it was read again to read once more', () => {
    const corpus = readCorpus();
    corpus.written('users', { kind: 'update', fields: ['name'], ids: [ids[1]] });
    const kept = corpus.get('users', FIELDS)!;
    const taken = [...kept.stale];
    corpus.written('users', { kind: 'update', fields: ['name'], ids: [ids[1]] });
    corpus.refreshed('users', kept, taken, [{ _id: ids[1], name: 'Marc Ancien' }]);
    expect(kept.stale.has(String(ids[1]))).toBe(true);
  });

  it('drops the corpus on a write it cannot follow, or too many records to read again', () => {
    const unknown = readCorpus();
    unknown.written('users', { kind: 'update', fields: ['name'] });
    expect(unknown.get('users', FIELDS)).toBeUndefined();

    const many = readCorpus(undefined, { maxRecords: 100, maxStale: 1 });
    many.written('users', { kind: 'update', fields: ['email'], ids: [ids[0], ids[1]] });
    expect(many.get('users', FIELDS)).toBeUndefined();

    const other = readCorpus();
    other.written('users', { kind: 'other' });
    expect(other.get('users', FIELDS)).toBeUndefined();
    expect(readCorpus().get('users', ['name'])).toBeUndefined();
  });

  it('replays the writes told while it was read, and keeps nothing when one cannot be replayed', () => {
    const replayed = readCorpus((corpus) => {
      corpus.written('users', { kind: 'insert', documents: [{ _id: ids[3], name: 'Nadia Benali' }] });
      corpus.written('users', { kind: 'delete', ids: [ids[2]] });
      corpus.written('users', { kind: 'update', fields: ['name'], ids: [ids[1]] });
    });
    expect(search(replayed, 'nadia')).toEqual([String(ids[3])]);
    expect(search(replayed, 'zoé')).toEqual([]);
    expect([...replayed.get('users', FIELDS)!.stale.keys()]).toEqual([String(ids[1])]);

    const lost = readCorpus((corpus) => corpus.written('users', { kind: 'other' }));
    expect(lost.get('users', FIELDS)).toBeUndefined();
  });

  it('holds at most maxRecords over all collections, the least recently searched dropped first', () => {
    const corpus = new SearchCorpus({ maxRecords: 4, maxStale: 10 });
    corpus.keep('users', SearchCorpus.of(FIELDS, documents), corpus.beginReading('users'));
    corpus.keep('tickets', SearchCorpus.of(FIELDS, documents.slice(0, 1)), corpus.beginReading('tickets'));
    expect(corpus.get('users', FIELDS)).toBeDefined();
    corpus.keep('posts', SearchCorpus.of(FIELDS, documents.slice(0, 1)), corpus.beginReading('posts'));
    expect(corpus.get('tickets', FIELDS)).toBeUndefined();
    expect(corpus.get('users', FIELDS)).toBeDefined();
    expect(corpus.get('posts', FIELDS)).toBeDefined();
  });
});
