import { describe, expect, it } from 'vitest';
import { userDashboard, userNav, userPages } from './user-area';
import { userTickets } from './support-tickets';

describe('user area (spec 1 §2 "User area")', () => {
  it('titles its placeholders as the spec does', () => {
    expect([userDashboard.title, ...['services', 'account'].map((k) => userPages[k as keyof typeof userPages].title), userTickets.title]).toEqual([
      'Dashboard Utilisateur',
      'Mes Services',
      'Mon Compte',
      'Support',
    ]);
  });

  it('links every page from its menu, settings included', () => {
    // Facturation (the billing identity) and Support (the tickets) are real pages, the others placeholders.
    expect(userNav.map((link) => link.href)).toEqual(['/user', '/user/services', '/user/account', '/user/billing', '/user/support', '/user/settings']);
    expect(Object.keys(userPages).map((key) => `/user/${key}`)).toEqual(['/user/services', '/user/account', '/user/settings']);
  });
});
