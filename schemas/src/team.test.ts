import { describe, expect, it } from 'vitest';
import { allows, allowsWrite, withPermission } from './access';
import { navEntryRule } from './navigation';
import { grantRefusal, invitationLink, TEAM_MESSAGES, TEAM_ROLE_DEFAULT_PERMISSIONS, TEAM_ROLES } from './team';

describe('team roles', () => {
  it('are admin, editor, moderator, viewer with the spec labels, and Support (issue 36); editor is the default', () => {
    expect(TEAM_ROLES.map((role) => [role.value, role.label])).toEqual([
      ['admin', 'Administrateur'],
      ['editor', 'Éditeur'],
      ['moderator', 'Modérateur'],
      ['viewer', 'Observateur'],
      ['support', 'Support'],
    ]);
    expect(TEAM_ROLE_DEFAULT_PERMISSIONS.support).toEqual(['support.manage']);
    expect(TEAM_ROLE_DEFAULT_PERMISSIONS.editor).toEqual(['content.edit', 'content.publish', 'analytics.view']);
  });

  it('a viewer passes read rules its permissions open, never a write', () => {
    const viewer = { role: 'viewer', permissions: ['content.edit'] };
    const rule = withPermission('content.edit');
    expect(allows(rule, viewer)).toBe(true);
    expect(allowsWrite(rule, viewer)).toBe(false);
    expect(allowsWrite(rule, { role: 'editor', permissions: ['content.edit'] })).toBe(true);
  });
});

describe('grantRefusal', () => {
  const manager = { role: 'editor', permissions: ['users.manage', 'content.edit'] };
  it('lets an administrator grant anything', () => {
    expect(grantRefusal({ role: 'admin' }, 'admin', ['billing.manage'])).toBeUndefined();
  });
  it('refuses a permission the caller lacks, naming it', () => {
    expect(grantRefusal(manager, 'editor', ['content.edit', 'billing.manage'])).toBe(TEAM_MESSAGES.cannotGrant('Gérer la facturation'));
    expect(grantRefusal(manager, 'viewer', ['content.edit'])).toBeUndefined();
  });
  it('keeps administrators to administrators', () => {
    expect(grantRefusal(manager, 'admin', [])).toBe(TEAM_MESSAGES.adminOnly);
    expect(grantRefusal(manager, 'viewer', [], { role: 'admin' })).toBe(TEAM_MESSAGES.adminOnly);
  });
  it('refuses a role whose own rights exceed the caller’s, given or taken away', () => {
    expect(grantRefusal(manager, 'moderator', [])).toBe(TEAM_MESSAGES.cannotGrantRole('Modérateur'));
    expect(grantRefusal(manager, 'viewer', [], { role: 'moderator' })).toBe(TEAM_MESSAGES.cannotGrantRole('Modérateur'));
    expect(grantRefusal({ role: 'moderator', permissions: ['users.manage'] }, 'moderator', [])).toBeUndefined();
  });
  it('refuses a change of one’s own role', () => {
    expect(grantRefusal(manager, 'viewer', [], { role: 'editor' }, true)).toBe(TEAM_MESSAGES.ownRole);
    expect(grantRefusal(manager, 'editor', ['content.edit'], { role: 'editor' }, true)).toBeUndefined();
  });
});

describe('sidebar rules', () => {
  it('show the team screen to holders of users.manage, billing to billing, the dashboard to all', () => {
    expect(allows(navEntryRule('settings/team')!, { role: 'editor', permissions: ['users.manage'] })).toBe(true);
    expect(allows(navEntryRule('settings/team')!, { role: 'editor', permissions: ['content.edit'] })).toBe(false);
    expect(allows(navEntryRule('billing/invoices')!, { role: 'viewer', permissions: ['billing.manage'] })).toBe(true);
    expect(allows(navEntryRule('services/monitoring')!, { role: 'editor', permissions: ['content.edit'] })).toBe(false);
    expect(navEntryRule('')).toBeUndefined();
  });
});

it('builds the invitation link on the site', () => {
  expect(invitationLink('https://hexagone.fr/', 'a-b_c')).toBe('https://hexagone.fr/invitation?token=a-b_c');
});
