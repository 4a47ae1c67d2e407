import { describe, expect, it } from 'vitest';
import { writableValues } from '../records';
import { fieldByName } from '../resource';
import { SLUG_MESSAGE } from '../slug';
import { validateValues } from '../validation/engine';
import { IMAGE_MAX_BYTES } from '../image-uploads';
import { blogPosts } from './blog_posts';

const field = (name: string) => {
  const def = fieldByName(blogPosts, name);
  if (!def) throw new Error(`missing field ${name}`);
  return def;
};

const VALID = { title: 'Un cloud souverain', content: 'Texte', category_id: '65f0c0ffee0000000000abcd', status: 'draft' };

describe('blog posts declaration', () => {
  it('is the blog_posts collection under /webmaster/blog/posts, shown as a grid of cards', () => {
    expect(blogPosts.route).toBe('blog/posts');
    expect(blogPosts.list.view).toBe('grid');
    expect(blogPosts.list.card).toEqual({
      title: 'title',
      image: 'featured_image',
      subtitle: 'author_name',
      chips: ['status', 'category_name'],
      meta: ['views', 'comments_count', 'published_at'],
    });
    for (const name of Object.values(blogPosts.list.card ?? {}).flat()) expect(fieldByName(blogPosts, name), name).toBeDefined();
  });

  it('requires title, category and content', () => {
    expect(validateValues(blogPosts, {})).toEqual({
      title: 'Le champ « Titre » est requis',
      category_id: 'Le champ « Catégorie » est requis',
      status: 'Le champ « Statut » est requis',
      content: 'Le champ « Contenu » est requis',
    });
    expect(validateValues(blogPosts, VALID)).toEqual({});
  });

  it('bounds title 200, excerpt 300, meta title 60, meta description 160', () => {
    const at = (n: number) => 'x'.repeat(n);
    expect(validateValues(blogPosts, { ...VALID, title: at(200), excerpt: at(300), meta_title: at(60), meta_description: at(160) })).toEqual({});
    expect(validateValues(blogPosts, { ...VALID, title: at(201), excerpt: at(301), meta_title: at(61), meta_description: at(161) })).toEqual({
      title: 'Maximum 200 caractères autorisés',
      excerpt: 'Maximum 300 caractères autorisés',
      meta_title: 'Maximum 60 caractères autorisés',
      meta_description: 'Maximum 160 caractères autorisés',
    });
  });

  it('derives the slug from the title, checks its characters and links to the public page', () => {
    expect(writableValues(blogPosts, { ...VALID, title: 'Éthique de l’IA : 5 principes' }, 'create').slug).toBe('ethique-de-l-ia-5-principes');
    expect(validateValues(blogPosts, { ...VALID, slug: 'Mon Article' })).toEqual({ slug: SLUG_MESSAGE });
    expect(field('slug').unique).toBe(true);
    expect(field('slug').link?.href({ slug: 'mon-article' })).toBe('/blog/mon-article');
    expect(field('slug').link?.newTab).toBe(true);
  });

  it('asks the publication date only when scheduled, and requires it then', () => {
    expect(validateValues(blogPosts, { ...VALID, status: 'published' })).toEqual({});
    expect(validateValues(blogPosts, { ...VALID, status: 'scheduled' })).toEqual({ published_at: 'Le champ « Date de publication » est requis' });
    expect(validateValues(blogPosts, { ...VALID, status: 'scheduled', published_at: '2030-01-15T09:00' })).toEqual({});
    expect(validateValues(blogPosts, { ...VALID, status: 'archived' })).toEqual({ status: 'Valeur non autorisée' });
  });

  it('takes an image of at most 5 MB', () => {
    expect(IMAGE_MAX_BYTES).toBe(5242880);
    const image = (size: number, type = 'image/png') => ({ ...VALID, featured_image: { name: 'une.png', size, type } });
    expect(validateValues(blogPosts, image(IMAGE_MAX_BYTES))).toEqual({});
    expect(validateValues(blogPosts, image(IMAGE_MAX_BYTES + 1))).toEqual({ featured_image: 'Taille maximale: 5 MB' });
    expect(validateValues(blogPosts, image(1000, 'application/pdf'))).toEqual({ featured_image: 'Types de fichiers acceptés: image/*' });
    expect(validateValues(blogPosts, { ...VALID, featured_image: '/uploads/abc.png' })).toEqual({});
  });

  it('keeps author, category name, views and comment count on the server', () => {
    const values = writableValues(blogPosts, { ...VALID, author_name: 'Pirate', category_name: 'X', views: 999, comments_count: 5 }, 'create');
    expect(values).not.toHaveProperty('author_name');
    expect(values).not.toHaveProperty('category_name');
    expect(values).toMatchObject({ views: 0, comments_count: 0, featured: false, tags: [] });
    expect(blogPosts.counters).toEqual([{ field: 'comments_count', of: 'blog_comments', foreignField: 'post_id' }]);
  });
});
