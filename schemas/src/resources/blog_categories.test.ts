import { describe, expect, it } from 'vitest';
import { writableValues } from '../records';
import { fieldByName } from '../resource';
import { SLUG_MESSAGE } from '../slug';
import { validateValues } from '../validation/engine';
import { BLOG_CATEGORY_ICONS, BLOG_CATEGORY_NOT_EMPTY, BLOG_CATEGORY_OWN_PARENT, blogCategories } from './blog_categories';
import { COLOR_OPTIONS } from './roles';

const field = (name: string) => {
  const def = fieldByName(blogCategories, name);
  if (!def) throw new Error(`missing field ${name}`);
  return def;
};

describe('blog categories declaration', () => {
  it('is the blog_categories collection under /webmaster/blog/categories', () => {
    expect(blogCategories.name).toBe('blog_categories');
    expect(blogCategories.route).toBe('blog/categories');
    expect(blogCategories.breadcrumb.at(-1)).toEqual({ label: 'Catégories' });
  });

  it('requires the name and the slug, the slug derived from the name when left empty', () => {
    expect(validateValues(blogCategories, {})).toEqual({ name: 'Le champ « Nom » est requis', slug: 'Le champ « Identifiant URL » est requis' });
    expect(field('slug').deriveFrom).toEqual({ field: 'name', transform: 'slug' });
    expect(writableValues(blogCategories, { name: 'Cloud souverain' }, 'create').slug).toBe('cloud-souverain');
  });

  it('refuses a malformed slug with the spec message', () => {
    expect(validateValues(blogCategories, { name: 'Cloud', slug: 'Cloud Souverain' })).toEqual({ slug: SLUG_MESSAGE });
    expect(validateValues(blogCategories, { name: 'Cloud', slug: 'cloud-souverain' })).toEqual({});
  });

  it('starts active, primary, with no posts; the post count is the server’s', () => {
    const values = writableValues(blogCategories, { name: 'IA', post_count: 12 }, 'create');
    expect(values).toMatchObject({ is_active: true, color: 'primary', post_count: 0 });
    expect(field('color').options).toBe(COLOR_OPTIONS);
    expect(blogCategories.counters).toEqual([{ field: 'post_count', of: 'blog_posts', foreignField: 'category_id' }]);
  });

  it('offers a few Material icon names', () => {
    expect(field('icon').options).toBe(BLOG_CATEGORY_ICONS);
    expect(validateValues(blogCategories, { name: 'IA', slug: 'ia', icon: 'Psychology' })).toEqual({});
    expect(validateValues(blogCategories, { name: 'IA', slug: 'ia', icon: '<svg>' })).toEqual({ icon: 'Valeur non autorisée' });
  });
});

describe('blog category parent', () => {
  const id = '65f0c0ffee0000000000abcd';

  it('picks the parent among the categories', () => {
    expect(field('parent_id').reference).toMatchObject({ resource: 'blog_categories', labelFields: ['name'] });
  });

  it("refuses the category itself with 'Une catégorie ne peut pas être sa propre parente'", () => {
    expect(BLOG_CATEGORY_OWN_PARENT).toBe('Une catégorie ne peut pas être sa propre parente');
    expect(validateValues(blogCategories, { _id: id, name: 'IA', slug: 'ia', parent_id: id }, { mode: 'edit' })).toEqual({
      parent_id: BLOG_CATEGORY_OWN_PARENT,
    });
    // The back-office's records carry `id` too.
    expect(validateValues(blogCategories, { id, name: 'IA', slug: 'ia', parent_id: id }, { mode: 'edit' })).toEqual({
      parent_id: BLOG_CATEGORY_OWN_PARENT,
    });
  });

  it('accepts another category, or none, and any parent on create', () => {
    expect(validateValues(blogCategories, { _id: id, name: 'IA', slug: 'ia', parent_id: '65f0c0ffee0000000000ffff' }, { mode: 'edit' })).toEqual({});
    expect(validateValues(blogCategories, { _id: id, name: 'IA', slug: 'ia', parent_id: '' }, { mode: 'edit' })).toEqual({});
    expect(validateValues(blogCategories, { name: 'IA', slug: 'ia', parent_id: id })).toEqual({});
  });
});

describe('blog category deletion', () => {
  const [rule] = blogCategories.refuse;

  it("is refused while the category holds posts, with 'Cette catégorie contient des articles'", () => {
    expect(rule).toMatchObject({ on: 'delete', message: 'Cette catégorie contient des articles' });
    expect(rule.message).toBe(BLOG_CATEGORY_NOT_EMPTY);
    expect(rule.when({ post_count: 1 })).toBe(true);
  });

  it('is allowed when empty', () => {
    expect(rule.when({ post_count: 0 })).toBe(false);
    expect(rule.when({})).toBe(false);
  });
});
