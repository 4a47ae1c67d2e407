import { describe, expect, it } from 'vitest';
import { users, type CardDef, type ResourceDef } from '@hexagone/schemas';
import { cardOf } from './cards';

describe('cardOf', () => {
  it("is the resource's own card when it declares one", () => {
    const card: CardDef = { title: 'title', image: 'featured_image', chips: ['status'] };
    const posts = { ...users, list: { ...users.list, card } } as ResourceDef;
    expect(cardOf(posts)).toBe(card);
  });

  it('else takes the first listed text field as title, the next as subtitle, the choices as chips', () => {
    expect(cardOf(users)).toEqual({
      title: 'name',
      subtitle: 'email',
      chips: ['role', 'active', 'emailVerified'],
      meta: ['company', 'created_at', 'last_login'],
    });
  });

  it('shows an image field on top', () => {
    const withImage = {
      list: users.list,
      fields: [
        { name: 'title', label: 'Titre', type: 'text', list: true },
        { name: 'cover', label: 'Image', type: 'image' },
      ],
    } as Pick<ResourceDef, 'fields' | 'list'>;
    expect(cardOf(withImage)).toMatchObject({ title: 'title', image: 'cover' });
  });
});
