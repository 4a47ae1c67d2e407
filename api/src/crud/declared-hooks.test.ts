import { describe, expect, it } from 'vitest';
import { defineResource } from '@hexagone/schemas';
import { hookMismatches } from './declared-hooks';

const resource = (name: string, hooks: string[]) => defineResource({ name, label: name, singular: name, description: '', icon: 'Article', route: name, breadcrumb: [], fields: [], hooks });

describe('hookMismatches', () => {
  const tickets = resource('tickets', ['support/tickets.service', 'support/support-staff']);

  it('accepts the rules each collection names, registered once or several times', () => {
    const registered = [
      { resource: 'tickets', rule: 'support/tickets.service' },
      { resource: 'tickets', rule: 'support/support-staff' },
      { resource: 'tickets', rule: 'support/support-staff' },
    ];
    expect(hookMismatches([tickets], registered)).toEqual([]);
  });

  it('names a rule registered but not listed, one listed but never registered, and an unknown collection', () => {
    const registered = [
      { resource: 'tickets', rule: 'support/tickets.service' },
      { resource: 'tickets', rule: 'billing/invoices' },
      { resource: 'inconnue', rule: 'x' },
    ];
    expect(hookMismatches([tickets], registered)).toEqual([
      'inconnue : collection absente du registre (hooks « x »)',
      'tickets : hooks « billing/invoices » enregistrés mais absents de sa liste hooks',
      'tickets : hooks « support/support-staff » nommés dans sa liste mais jamais enregistrés',
    ]);
  });
});
