import { describe, expect, it } from 'vitest';
import { writableValues } from '../records';
import { actionApplies, fieldByName, findAction } from '../resource';
import { validateValues } from '../validation/engine';
import { BLOG_COMMENT_STATUSES, blogComments } from './blog_comments';

const VALID = {
  post_id: '65f0c0ffee0000000000abcd',
  author_name: 'Louise Martin',
  author_email: 'louise@exemple.fr',
  content: 'Merci pour cet article !',
  status: 'pending',
};

describe('blog comments declaration', () => {
  it('is the blog_comments collection under /webmaster/blog/comments', () => {
    expect(blogComments.route).toBe('blog/comments');
    expect(BLOG_COMMENT_STATUSES.map((s) => [s.value, s.label])).toEqual([
      ['pending', 'En attente'],
      ['approved', 'Approuvé'],
      ['rejected', 'Rejeté'],
      ['spam', 'Spam'],
    ]);
    expect(writableValues(blogComments, VALID, 'create').status).toBe('pending');
  });

  it('filters by post, the options loading 100 posts labelled by title', () => {
    const post = fieldByName(blogComments, 'post_id');
    expect(post?.filterable).toBe(true);
    expect(post?.reference).toEqual({ resource: 'blog_posts', labelFields: ['title'], perPage: 100, onDelete: 'cascade' });
  });

  it('takes the author on creation, never on edit', () => {
    expect(writableValues(blogComments, VALID, 'create')).toMatchObject({ author_name: 'Louise Martin', author_email: 'louise@exemple.fr' });
    const edit = writableValues(blogComments, { ...VALID, author_name: 'Autre', author_email: 'autre@exemple.fr', status: 'spam' }, 'edit');
    expect(edit).toEqual({ post_id: VALID.post_id, content: VALID.content, status: 'spam' });
    expect(validateValues(blogComments, { ...VALID, author_email: 'pas-un-email' })).toEqual({ author_email: 'Email invalide' });
  });

  it('requires a rejection reason only when rejected', () => {
    expect(validateValues(blogComments, { ...VALID, status: 'approved' }, { mode: 'edit' })).toEqual({});
    expect(validateValues(blogComments, { ...VALID, status: 'rejected' }, { mode: 'edit' })).toEqual({ rejection_reason: 'Le champ « Motif du rejet » est requis' });
    expect(validateValues(blogComments, { ...VALID, status: 'rejected', rejection_reason: 'Hors sujet' }, { mode: 'edit' })).toEqual({});
  });

  it('counts pending, approved and rejected comments for the stats strip', () => {
    expect(blogComments.stats.map((s) => [s.key, s.kind, s.where])).toEqual([
      ['pending', 'count', { status: 'pending' }],
      ['approved', 'count', { status: 'approved' }],
      ['rejected', 'count', { status: 'rejected' }],
    ]);
  });
});

describe('comment moderation actions', () => {
  const approve = findAction(blogComments, 'approve');
  const reject = findAction(blogComments, 'reject');

  it('show only on pending comments', () => {
    for (const action of [approve, reject]) {
      expect(action?.scope).toBe('row');
      expect(actionApplies(blogComments, action!, { status: 'pending' })).toBe(true);
      for (const status of ['approved', 'rejected', 'spam']) expect(actionApplies(blogComments, action!, { status })).toBe(false);
    }
  });

  it("'Approuver' sets the status approved", () => {
    expect(approve).toMatchObject({ label: 'Approuver', effect: { kind: 'update', set: { status: 'approved' } } });
    expect(approve?.success).toBeTruthy();
  });

  it("'Rejeter' asks a reason first: none given, nothing runs", () => {
    expect(reject).toMatchObject({ label: 'Rejeter', effect: { kind: 'update', set: { status: 'rejected' } } });
    const ask = { name: 'ask', fields: reject?.ask?.fields ?? [] };
    expect(ask.fields.map((f) => [f.name, f.label, f.required])).toEqual([['rejection_reason', 'Motif du rejet', true]]);
    expect(validateValues(ask, {})).toEqual({ rejection_reason: 'Le champ « Motif du rejet » est requis' });
    expect(validateValues(ask, { rejection_reason: 'Propos injurieux' })).toEqual({});
    // The PUT it sends: the effect's values and the reason asked.
    const set = reject?.effect.kind === 'update' ? reject.effect.set : {};
    expect(validateValues(blogComments, { ...VALID, ...set }, { mode: 'edit' })).toEqual({ rejection_reason: 'Le champ « Motif du rejet » est requis' });
    expect(validateValues(blogComments, { ...VALID, ...set, rejection_reason: 'Propos injurieux' }, { mode: 'edit' })).toEqual({});
  });
});
