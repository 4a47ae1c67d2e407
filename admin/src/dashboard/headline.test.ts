import { describe, expect, it } from 'vitest';
import { headlineFigures } from './headline';

const overview = {
  users: { total: 1250, active: 1100, new: 42, change: 12.5 },
  revenue: { total: 98765.4, monthly: 4320.5, change: -3.2 },
  tickets: { open: 7, resolved: 30, change: 0 },
  services: { active: 16, total: 20, change: 100 },
};
const plain = (text: unknown) => String(text).replace(/\s/g, ' ');

describe('headlineFigures', () => {
  it('shows total users, monthly revenue in euros, open tickets and active services, with their change', () => {
    const figures = headlineFigures(overview, '…');
    expect(figures.map((f) => f.label)).toEqual(['Utilisateurs', 'Revenu mensuel', 'Tickets ouverts', 'Services actifs']);
    expect(figures.map((f) => plain(f.value))).toEqual(['1 250', '4 320,50 €', '7', '16']);
    expect(figures.map((f) => f.change)).toEqual([12.5, -3.2, 0, 100]);
    expect(plain(figures[3].caption)).toBe('sur 20 services · évolution des services créés sur 30 jours');
  });

  it('shows the placeholder and no change while loading', () => {
    const figures = headlineFigures(undefined, '…');
    expect(figures.every((f) => f.value === '…' && f.change === undefined && !f.caption)).toBe(true);
  });
});
