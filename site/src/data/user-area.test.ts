import { describe, expect, it } from 'vitest';
import { userAccountPage } from './user-account';
import { userDashboard, userNav, userPages } from './user-area';
import { userServicesPage } from './user-services';
import { userTickets } from './support-tickets';

describe('user area (spec 1 §2 "User area")', () => {
  it("titles its pages in French (the spec's « Dashboard Utilisateur » is « Tableau de bord », issue 37)", () => {
    expect([userDashboard.title, userServicesPage.title, userAccountPage.title, userTickets.title]).toEqual(['Tableau de bord', 'Mes services', 'Mon Compte', 'Support']);
  });

  it('links every page from its menu, settings included', () => {
    // The dashboard, services, account, billing and support are real pages, the settings a placeholder.
    expect(userNav.map((link) => link.href)).toEqual(['/user', '/user/services', '/user/account', '/user/billing', '/user/support', '/user/settings']);
    expect(Object.keys(userPages).map((key) => `/user/${key}`)).toEqual(['/user/settings']);
  });
});
