import { describe, expect, it } from 'vitest';
import { fieldByName } from '../resource';
import { validateValues } from '../validation/engine';
import { forumReplies } from './forum_replies';

describe('forum replies declaration', () => {
  it('requires the topic and the content', () => {
    expect(validateValues(forumReplies, {}, { side: 'server' })).toEqual({ topic_id: 'Le champ « Sujet » est requis', content: 'Le champ « Contenu » est requis' });
  });

  it('points at a topic and keeps the author name on the server', () => {
    expect(fieldByName(forumReplies, 'topic_id')?.reference?.resource).toBe('forum_topics');
    expect(fieldByName(forumReplies, 'author_name')?.readOnly).toBe(true);
    expect(fieldByName(forumReplies, 'is_solution')?.default).toBe(false);
  });
});
