/**
 * The `step` of a number field as a rule: a cost in steps of 0,0001 €, a temperature in
 * steps of 0,1, a token count in whole numbers. The inputs offer these steps; the server
 * holds every value to them too.
 */
import type { Values } from '../fields';
import { toNumber } from '../validation/rules';

const decimal = (step: number) => step.toLocaleString('fr-FR', { maximumFractionDigits: 10 });

export const stepMessage = (step: number): string =>
  step === 1 ? 'La valeur doit être un nombre entier' : `La valeur doit être un multiple de ${decimal(step)}`;

/** Tolerates the float error of decimal steps (0.7 / 0.1 is 6.999…). */
const EPSILON = 1e-9;

export function onStep(step: number): (value: unknown, values: Values) => string | undefined {
  return (value) => {
    const n = toNumber(value);
    if (n === undefined) return undefined;
    // A whole step takes whole numbers only: 2.6e-42 is no count of minutes, whatever its distance to 0.
    if (Number.isInteger(step)) return Number.isInteger(n) && n % step === 0 ? undefined : stepMessage(step);
    const steps = n / step;
    return Math.abs(steps - Math.round(steps)) <= EPSILON * Math.max(1, Math.abs(steps)) ? undefined : stepMessage(step);
  };
}
