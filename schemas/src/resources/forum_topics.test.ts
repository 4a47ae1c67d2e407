import { describe, expect, it } from 'vitest';
import { fieldByName } from '../resource';
import { validateValues } from '../validation/engine';
import { forumTopics, topicBadge, topicRepliesPath } from './forum_topics';

describe('forum topics declaration', () => {
  it('lists by last activity, newest first, 25 per page, with the spec search placeholder', () => {
    expect(forumTopics.route).toBe('forum/topics');
    expect(forumTopics.list.perPage).toBe(25);
    expect(forumTopics.list.sort).toEqual({ field: 'last_activity', order: 'DESC' });
    expect(forumTopics.list.searchPlaceholder).toBe('Rechercher un sujet...');
  });

  it('requires title, slug, category and content', () => {
    expect(validateValues(forumTopics, {}, { side: 'server' })).toEqual({
      title: 'Le champ « Titre » est requis',
      slug: 'Le champ « Identifiant URL » est requis',
      category_id: 'Le champ « Catégorie » est requis',
      content: 'Le champ « Contenu » est requis',
    });
    expect(validateValues(forumTopics, { title: 'T', slug: 't', category_id: 'c', content: 'x' })).toEqual({});
  });

  it('opens the public topic page in a new tab from its title', () => {
    const link = fieldByName(forumTopics, 'title')?.link;
    expect(link?.newTab).toBe(true);
    expect(link?.href({ slug: 'cluster-ha-3-noeuds' })).toBe('/forum/topics/cluster-ha-3-noeuds');
  });

  it('keeps author name, counts, views and activity on the server', () => {
    for (const name of ['author_name', 'reply_count', 'view_count', 'last_activity', 'last_post_by', 'created_at']) {
      expect(fieldByName(forumTopics, name)?.readOnly, name).toBe(true);
    }
    expect(forumTopics.counters).toEqual([{ field: 'reply_count', of: 'forum_replies', foreignField: 'topic_id' }]);
  });
});

describe('topic badge', () => {
  it('reads Verrouillé when locked, whatever else', () => {
    expect(topicBadge({ is_locked: true, is_solved: true }).label).toBe('Verrouillé');
    expect(topicBadge({ is_locked: true }).label).toBe('Verrouillé');
  });

  it('reads Résolu when solved and not locked', () => {
    expect(topicBadge({ is_locked: false, is_solved: true }).label).toBe('Résolu');
  });

  it('reads Actif otherwise', () => {
    expect(topicBadge({}).label).toBe('Actif');
    expect(topicBadge({ is_locked: false, is_solved: false, is_pinned: true }).label).toBe('Actif');
  });

  it('is the list badge column', () => {
    expect(forumTopics.list.badges?.[0].value({ is_solved: true })).toEqual(topicBadge({ is_solved: true }));
  });
});

describe('topic actions', () => {
  const action = (name: string) => forumTopics.actions.find((a) => a.name === name);

  it('moves one topic or a selection by asking the category', () => {
    for (const name of ['move', 'move_selection']) {
      expect(action(name)).toMatchObject({ label: 'Déplacer', effect: { kind: 'update' } });
      expect(action(name)?.ask?.fields.map((f) => [f.name, f.required])).toEqual([['category_id', true]]);
    }
    expect(action('move')?.scope).toBe('row');
    expect(action('move_selection')?.scope).toBe('bulk');
  });

  it("opens the topic's replies in the back-office when it has some", () => {
    const replies = action('replies');
    expect(replies).toMatchObject({ label: 'Voir les réponses', scope: 'row', effect: { kind: 'link' } });
    expect(replies?.when?.({ reply_count: 3 })).toBe(true);
    expect(replies?.when?.({ reply_count: 0 })).toBe(false);
    const address = new URL(topicRepliesPath({ id: '65f0c0ffee0000000000abcd' }), 'http://localhost');
    expect(address.pathname).toBe('/webmaster/forum/replies');
    expect(address.searchParams.get('topic_id')).toBe('65f0c0ffee0000000000abcd');
  });

  it('pins and locks a selection', () => {
    expect(action('pin')).toMatchObject({ label: 'Épingler', scope: 'bulk', effect: { kind: 'update', set: { is_pinned: true } } });
    expect(action('lock')).toMatchObject({ label: 'Verrouiller', scope: 'bulk', effect: { kind: 'update', set: { is_locked: true } } });
  });

  it('reports a topic through the API, asking type and reason', () => {
    const report = action('report');
    expect(report).toMatchObject({ label: 'Signaler', scope: 'row', effect: { kind: 'endpoint' } });
    const ask = { name: 'ask', fields: report?.ask?.fields ?? [] };
    expect(validateValues(ask, {})).toEqual({ type: 'Le champ « Type » est requis', reason: 'Le champ « Motif » est requis' });
    expect(validateValues(ask, { type: 'spam', reason: 'Publicité' })).toEqual({});
  });
});
