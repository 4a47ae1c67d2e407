import { describe, expect, it } from 'vitest';
import { userDashboard, userNav, userPages } from './user-area';

describe('user area (spec 1 §2 "User area")', () => {
  it('titles its placeholders as the spec does', () => {
    expect([userDashboard.title, ...['services', 'account', 'billing', 'support'].map((k) => userPages[k as keyof typeof userPages].title)]).toEqual([
      'Dashboard Utilisateur',
      'Mes Services',
      'Mon Compte',
      'Facturation',
      'Support',
    ]);
  });

  it('links every page from its menu, settings included', () => {
    expect(userNav.map((link) => link.href)).toEqual([
      '/user',
      ...Object.keys(userPages).map((key) => `/user/${key}`),
    ]);
  });
});
