import { describe, expect, it } from 'vitest';
import { userDashboard, userNav, userPages } from './user-area';

describe('user area (spec 1 §2 "User area")', () => {
  it('titles its placeholders as the spec does', () => {
    expect([userDashboard.title, ...['services', 'account', 'support'].map((k) => userPages[k as keyof typeof userPages].title)]).toEqual([
      'Dashboard Utilisateur',
      'Mes Services',
      'Mon Compte',
      'Support',
    ]);
  });

  it('links every page from its menu, settings included', () => {
    // Facturation is a page of its own (the billing identity), the others placeholders.
    expect(userNav.map((link) => link.href).sort()).toEqual(['/user', '/user/billing', ...Object.keys(userPages).map((key) => `/user/${key}`)].sort());
  });
});
