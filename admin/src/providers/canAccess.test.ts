import { describe, expect, it } from 'vitest';
import { canAccess, ruleFor } from './canAccess';

const admin = { role: 'admin' };
const editor = { role: 'support', permissions: ['content.edit'] };
const member = { role: 'user', permissions: [] };

describe('canAccess', () => {
  it('lets the administrators do everything the registry declares', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export', 'approve']) {
      expect(canAccess(admin, { action, resource: 'blog/comments' }), action).toBe(true);
    }
    expect(canAccess(admin, { action: 'read', resource: 'blog/comments.author_email' })).toBe(true);
  });

  it('follows the permissions of a rule, by admin route or collection name', () => {
    expect(canAccess(editor, { action: 'list', resource: 'blog/comments' })).toBe(true);
    expect(canAccess(editor, { action: 'approve', resource: 'blog_comments' })).toBe(true);
    expect(canAccess(member, { action: 'list', resource: 'blog/comments' })).toBe(false);
    expect(canAccess({ role: 'editor', permissions: ['content.edit'] }, { action: 'list', resource: 'users' })).toBe(false);
    // Support staff read the accounts (a ticket's customer, the pickers), never change them.
    expect(canAccess(editor, { action: 'list', resource: 'users' })).toBe(true);
    expect(canAccess(editor, { action: 'edit', resource: 'users' })).toBe(false);
    expect(canAccess(undefined, { action: 'list', resource: 'users' })).toBe(false);
  });

  it('answers per field: an editor neither sees a reader’s e-mail nor publishes', () => {
    expect(canAccess(editor, { action: 'read', resource: 'blog/comments.author_email' })).toBe(false);
    expect(canAccess(editor, { action: 'read', resource: 'blog/comments.content' })).toBe(true);
    expect(canAccess(editor, { action: 'edit', resource: 'blog/posts.status' })).toBe(false);
    expect(canAccess(editor, { action: 'edit', resource: 'blog/posts.title' })).toBe(true);
  });

  it('leaves to the API what the registry does not declare', () => {
    expect(ruleFor({ action: 'list', resource: 'dashboard' })).toBeUndefined();
    expect(ruleFor({ action: 'fly', resource: 'users' })).toBeUndefined();
    expect(canAccess(member, { action: 'list', resource: 'dashboard' })).toBe(true);
  });
});
