import { describe, expect, it } from 'vitest';
import { canTransition, fieldsForCreate, machineAllowsAction, refusedInitialState, refusedTransition, type StateMachineDef } from './state-machine';

const reports: StateMachineDef = {
  field: 'status',
  states: [
    { value: 'pending', label: 'En attente' },
    { value: 'resolved', label: 'Résolu' },
    { value: 'dismissed', label: 'Rejeté' },
  ],
  initial: ['pending'],
  transitions: [
    { from: ['pending'], to: 'resolved', action: 'resolve' },
    { from: ['pending'], to: 'dismissed', action: 'dismiss' },
  ],
};

describe('state machine', () => {
  it('allows the declared transitions and staying put, nothing else', () => {
    expect(canTransition(reports, 'pending', 'resolved')).toBe(true);
    expect(canTransition(reports, 'resolved', 'resolved')).toBe(true);
    expect(canTransition(reports, 'resolved', 'dismissed')).toBe(false);
    expect(canTransition(reports, 'dismissed', 'pending')).toBe(false);
  });

  it('words the refusal of a write in French with the states’ labels', () => {
    expect(refusedTransition(reports, { status: 'dismissed' }, { status: 'resolved' })).toBe(
      'Impossible de passer de l’état « Rejeté » à l’état « Résolu »',
    );
    expect(refusedTransition(reports, { status: 'pending' }, { status: 'resolved' })).toBeUndefined();
    // A write that leaves the state field alone is not a transition.
    expect(refusedTransition(reports, { status: 'resolved' }, { moderator_notes: 'Vu' })).toBeUndefined();
    expect(refusedTransition(undefined, { status: 'resolved' }, { status: 'pending' })).toBeUndefined();
  });

  it('holds new records to the initial states', () => {
    expect(refusedInitialState(reports, { status: 'pending' })).toBeUndefined();
    expect(refusedInitialState(reports, { status: 'resolved' })).toBe('Un élément ne peut pas être créé à l’état « Résolu »');
    expect(refusedInitialState({ ...reports, initial: undefined }, { status: 'resolved' })).toBeUndefined();
  });

  it('lets an action run only from the states its transitions start in', () => {
    expect(machineAllowsAction(reports, 'resolve', { status: 'pending' })).toBe(true);
    expect(machineAllowsAction(reports, 'resolve', { status: 'dismissed' })).toBe(false);
    // An action making no transition is not the machine's business.
    expect(machineAllowsAction(reports, 'export', { status: 'dismissed' })).toBe(true);
  });

  it('offers a create form only the states a new record may start in', () => {
    const fields = [
      { name: 'title', label: 'Titre', type: 'text' as const },
      { name: 'status', label: 'Statut', type: 'select' as const, options: reports.states },
    ];
    const [title, status] = fieldsForCreate(fields, reports);
    expect(title).toBe(fields[0]);
    expect(status.options?.map((option) => option.value)).toEqual(['pending']);
    expect(fieldsForCreate(fields, undefined)).toBe(fields);
  });
});
