import { describe, expect, it } from 'vitest';
import { fieldByName } from '../resource';
import { validateValues } from '../validation/engine';
import { checkModeratorEmails, forumCategories, FORUM_CATEGORY_NOT_EMPTY, isTopLevelCategory } from './forum_categories';
import { COLOR_OPTIONS } from './roles';

const VALID = { name: 'Installation', slug: 'installation', description: 'Installer Hexagone OS' };

describe('forum categories declaration', () => {
  it('lists by order ascending, 50 per page, at /webmaster/forum/categories', () => {
    expect(forumCategories.route).toBe('forum/categories');
    expect(forumCategories.list.perPage).toBe(50);
    expect(forumCategories.list.sort).toEqual({ field: 'order', order: 'ASC' });
  });

  it('requires name, slug and description', () => {
    expect(validateValues(forumCategories, {}, { side: 'server' })).toEqual({
      name: 'Le champ « Nom » est requis',
      slug: 'Le champ « Identifiant URL » est requis',
      description: 'Le champ « Description » est requis',
    });
    expect(validateValues(forumCategories, VALID, { side: 'server' })).toEqual({});
  });

  it('refuses a malformed slug and derives it from the name', () => {
    expect(validateValues(forumCategories, { ...VALID, slug: 'Mauvais Slug' })).toEqual({
      slug: 'Seuls les lettres minuscules, chiffres et tirets sont autorisés',
    });
    expect(fieldByName(forumCategories, 'slug')?.deriveFrom).toEqual({ field: 'name', transform: 'slug' });
  });

  it('has the defaults of the spec: order 0, public, active, the six colours', () => {
    expect(fieldByName(forumCategories, 'order')?.default).toBe(0);
    expect(fieldByName(forumCategories, 'is_private')?.default).toBe(false);
    expect(fieldByName(forumCategories, 'is_active')?.default).toBe(true);
    expect(fieldByName(forumCategories, 'color')?.options).toBe(COLOR_OPTIONS);
  });

  it('refuses a category as its own parent', () => {
    expect(validateValues(forumCategories, { ...VALID, _id: 'abc', parent_id: 'abc' }, { mode: 'edit' })).toEqual({
      parent_id: 'Une catégorie ne peut pas être sa propre parente',
    });
    expect(validateValues(forumCategories, { ...VALID, _id: 'abc', parent_id: 'def' }, { mode: 'edit' })).toEqual({});
  });

  it('keeps topic and message counts on the server, topics counted from forum_topics', () => {
    expect(fieldByName(forumCategories, 'topic_count')?.readOnly).toBe(true);
    expect(fieldByName(forumCategories, 'post_count')?.readOnly).toBe(true);
    expect(forumCategories.counters).toEqual([{ field: 'topic_count', of: 'forum_topics', foreignField: 'category_id' }]);
  });
});

describe('moderators', () => {
  it('accepts a list of e-mail addresses', () => {
    expect(checkModeratorEmails(['modo@hexagone.fr', 'claire.martin@exemple.com'])).toBeUndefined();
    expect(checkModeratorEmails([])).toBeUndefined();
    expect(validateValues(forumCategories, { ...VALID, moderators: ['modo@hexagone.fr'] })).toEqual({});
  });

  it('refuses any entry that is not an e-mail address', () => {
    expect(checkModeratorEmails(['modo@hexagone.fr', 'claire'])).toBe('Email invalide');
    expect(checkModeratorEmails([42])).toBe('Email invalide');
    expect(validateValues(forumCategories, { ...VALID, moderators: ['pas-un-email'] })).toEqual({ moderators: 'Email invalide' });
  });
});

describe('deletion refusal', () => {
  const [rule] = forumCategories.refuse;

  it('refuses deleting a category holding topics, with the spec message', () => {
    expect(rule.on).toBe('delete');
    expect(rule.message).toBe('Cette catégorie contient des sujets et ne peut pas être supprimée');
    expect(FORUM_CATEGORY_NOT_EMPTY).toBe(rule.message);
    expect(rule.when({ topic_count: 3 })).toBe(true);
  });

  it('allows deleting an empty category', () => {
    expect(rule.when({ topic_count: 0 })).toBe(false);
    expect(rule.when({})).toBe(false);
  });
});

describe("'Réorganiser' action", () => {
  const action = forumCategories.actions.find((a) => a.name === 'reorder');

  it('opens the reorder dialog', () => {
    expect(action).toMatchObject({ label: 'Réorganiser', scope: 'row', effect: { kind: 'custom', component: 'forum-reorder' } });
  });

  it('shows only on top-level categories', () => {
    expect(isTopLevelCategory({})).toBe(true);
    expect(isTopLevelCategory({ parent_id: null })).toBe(true);
    expect(isTopLevelCategory({ parent_id: '' })).toBe(true);
    expect(isTopLevelCategory({ parent_id: '65f0c0ffee' })).toBe(false);
    expect(action?.when).toBe(isTopLevelCategory);
  });
});
