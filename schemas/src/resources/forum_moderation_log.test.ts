import { describe, expect, it } from 'vitest';
import { forumModerationLog, MODERATION_TYPES } from './forum_moderation_log';

describe('forum moderation log declaration', () => {
  it("is the read-only 'Journal de modération' tab, 50 per page, newest first", () => {
    expect(forumModerationLog.tab).toEqual({ path: 'forum/moderation', label: 'Journal de modération' });
    expect(forumModerationLog.operations).toMatchObject({ create: false, edit: false, delete: false });
    expect(forumModerationLog.list.perPage).toBe(50);
    expect(forumModerationLog.list.sort).toEqual({ field: 'created_at', order: 'DESC' });
  });

  it('types entries as ban, warn or other', () => {
    expect(MODERATION_TYPES.map((o) => o.value)).toEqual(['ban', 'warn', 'other']);
  });
});
