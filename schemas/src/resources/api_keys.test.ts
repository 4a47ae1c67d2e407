import { describe, expect, it } from 'vitest';
import { holdsKeyPermission, keyGrantRefusal, readOnlyKey } from './api_keys';

describe('what a key may carry (issue 33)', () => {
  const editor = { role: 'editor', permissions: ['api.manage', 'content.edit', 'analytics.view'] };

  it('gives an administrator every permission, `admin` included', () => {
    expect(keyGrantRefusal({ role: 'admin' }, ['admin', 'write:billing', 'write:users'])).toBeUndefined();
  });

  it('refuses a member a permission whose rights they lack, `admin` always', () => {
    expect(keyGrantRefusal(editor, ['admin'])).toBe('Seul un administrateur peut donner à une clé la permission « Administration complète »');
    expect(keyGrantRefusal(editor, ['read:analytics', 'write:billing'])).toBe(
      'Vous ne pouvez pas donner à une clé la permission « Écriture de la facturation » : elle dépasse vos propres droits',
    );
    // write:content stands for content.edit and content.publish: both are needed.
    expect(holdsKeyPermission(editor, 'write:content')).toBe(false);
    expect(holdsKeyPermission({ ...editor, permissions: [...editor.permissions, 'content.publish'] }, 'write:content')).toBe(true);
    expect(keyGrantRefusal(editor, ['read:analytics', 'read:content'])).toBeUndefined();
    expect(holdsKeyPermission(editor, 'inconnue')).toBe(false);
  });

  it('calls a key of `read:` permissions only read-only, not one with no permission', () => {
    expect(readOnlyKey(['read:users', 'read:billing'])).toBe(true);
    expect(readOnlyKey(['read:users', 'write:content'])).toBe(false);
    expect(readOnlyKey([])).toBe(false);
  });
});
