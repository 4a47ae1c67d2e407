/**
 * A resource's state machine: the field holding its state, the states, and the allowed
 * transitions with the action that makes each. The API refuses any write (a generic PUT or
 * an action) that would make a transition not declared here; the back-office shows an
 * action only where its transition starts.
 */
import type { FieldDef, Scalar, Values } from './fields';

export interface StateDef {
  value: Scalar;
  label: string;
}

export interface TransitionDef {
  from: readonly Scalar[];
  to: Scalar;
  /** The registry action making it; absent when the edit form makes it (comment marked as spam). */
  action?: string;
}

export interface StateMachineDef {
  field: string;
  states: readonly StateDef[];
  /** The states a new record may start in (default: any). */
  initial?: readonly Scalar[];
  transitions: readonly TransitionDef[];
}

const labelOf = (machine: StateMachineDef, value: unknown): string =>
  machine.states.find((state) => state.value === value)?.label ?? String(value ?? '—');

const stateOf = (machine: StateMachineDef, record: Values): Scalar | undefined => record[machine.field] as Scalar | undefined;

/** Staying in a state is always allowed; moving needs a declared transition. */
export function canTransition(machine: StateMachineDef, from: unknown, to: unknown): boolean {
  if (from === to) return true;
  return machine.transitions.some((transition) => transition.to === to && transition.from.includes(from as Scalar));
}

/** The French refusal of moving from one state to another. */
export const transitionRefusal = (machine: StateMachineDef, from: unknown, to: unknown): string =>
  `Impossible de passer de l’état « ${labelOf(machine, from)} » à l’état « ${labelOf(machine, to)} »`;

/** Why writing `values` over `before` is refused by the machine, or undefined when it is allowed. */
export function refusedTransition(machine: StateMachineDef | undefined, before: Values, values: Values): string | undefined {
  if (!machine || !(machine.field in values)) return undefined;
  const from = stateOf(machine, before);
  const to = values[machine.field];
  return canTransition(machine, from, to) ? undefined : transitionRefusal(machine, from, to);
}

/** Why creating a record in this state is refused, or undefined. */
export function refusedInitialState(machine: StateMachineDef | undefined, values: Values): string | undefined {
  if (!machine?.initial) return undefined;
  const state = stateOf(machine, values);
  if (state === undefined || machine.initial.includes(state)) return undefined;
  return `Un élément ne peut pas être créé à l’état « ${labelOf(machine, state)} »`;
}

/** Whether the machine lets this action run on a record in its current state (true when it makes no transition). */
export function machineAllowsAction(machine: StateMachineDef | undefined, action: string, record: Values): boolean {
  const made = machine?.transitions.filter((transition) => transition.action === action) ?? [];
  if (!machine || !made.length) return true;
  const from = stateOf(machine, record);
  return made.some((transition) => transition.from.includes(from as Scalar));
}

/** The transition an action would make from the record's state, to word its refusal. */
export function actionTransition(machine: StateMachineDef | undefined, action: string): TransitionDef | undefined {
  return machine?.transitions.find((transition) => transition.action === action);
}

export const stateLabel = labelOf;

/** A create form's fields: the state field offers only the states a new record may start in. */
export function fieldsForCreate(fields: readonly FieldDef[], machine: StateMachineDef | undefined): readonly FieldDef[] {
  const initial = machine?.initial;
  if (!machine || !initial) return fields;
  return fields.map((field) =>
    field.name === machine.field && field.options ? { ...field, options: field.options.filter((option) => initial.includes(option.value)) } : field,
  );
}
