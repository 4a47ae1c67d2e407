import { describe, expect, it } from 'vitest';
import { allOperational, formatMetric, incidentsWithin, incidentTypeBadge, statusBadge } from './status';

describe('statusBadge', () => {
  it.each([
    ['operational', 'Opérationnel', 'success'],
    ['partial', 'Dégradation partielle', 'warning'],
    ['major', 'Incident majeur', 'danger'],
    ['maintenance', 'Maintenance', 'info'],
  ])('reads %s as %s (%s)', (status, label, tone) => {
    expect(statusBadge(status)).toEqual({ label, tone });
  });

  it.each(['', 'down', 'Operational', 'toString', '__proto__', 'constructor'])('reads anything else (%j) as Inconnu', (status) => {
    expect(statusBadge(status)).toEqual({ label: 'Inconnu', tone: 'secondary' });
  });
});

describe('incidentTypeBadge', () => {
  it.each([
    ['partial', 'Partiel'],
    ['maintenance', 'Maintenance'],
    ['minor', 'Mineur'],
    ['major', 'Majeur'],
  ])('labels %s %s', (type, label) => {
    expect(incidentTypeBadge(type).label).toBe(label);
  });

  it('colours a major incident as danger and a maintenance as info', () => {
    expect(incidentTypeBadge('major').tone).toBe('danger');
    expect(incidentTypeBadge('maintenance').tone).toBe('info');
  });

  it('reads an unknown type as Inconnu', () => {
    expect(incidentTypeBadge('outage')).toEqual({ label: 'Inconnu', tone: 'secondary' });
  });
});

describe('incidentsWithin', () => {
  const reference = new Date('2025-06-30T12:00:00Z');
  const incidents = [
    { id: 'a', date: '2025-06-01T09:00:00Z' },
    { id: 'b', date: '2025-06-25T09:00:00Z' },
    { id: 'c', date: '2025-05-31T12:00:00Z' },
    { id: 'd', date: '2025-04-10T09:00:00Z' },
    { id: 'e', date: '2025-07-02T09:00:00Z' },
  ];

  it('keeps the last 30 days, newest first', () => {
    expect(incidentsWithin(incidents, 30, reference).map((i) => i.id)).toEqual(['b', 'a']);
  });

  it('leaves out the incident exactly 30 days old and those after the reference', () => {
    expect(incidentsWithin(incidents, 30, reference).map((i) => i.id)).not.toContain('c');
    expect(incidentsWithin(incidents, 90, reference).map((i) => i.id)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('does not reorder the given list', () => {
    incidentsWithin(incidents, 90, reference);
    expect(incidents[0].id).toBe('a');
  });
});

describe('allOperational', () => {
  it('is true only when every state is operational', () => {
    expect(allOperational([{ status: 'operational' }, { status: 'operational' }])).toBe(true);
    expect(allOperational([{ status: 'operational' }, { status: 'maintenance' }])).toBe(false);
    expect(allOperational([])).toBe(true);
  });
});

describe('formatMetric', () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it.each([
    [99.9, 'percent', '99,9 %'],
    [99.98, 'percent', '99,98 %'],
    [38, 'ms', '38 ms'],
    [3, 'count', '3'],
    [12, 'minutes', '12 min'],
  ] as const)('writes %d (%s) as %s', (value, format, text) => {
    expect(plain(formatMetric(value, format))).toBe(text);
  });
});
