/**
 * The reusable rule helpers of the spec (required, email, minLength, maxLength, pattern,
 * min, max, match, unique, compose). A rule returns a French message, or undefined when
 * the value passes. Empty values pass every rule but `required` and `match` (an empty
 * confirmation of a filled password does not match).
 */
import { isEmptyValue, type Values } from '../fields';
import { messages } from './messages';

export type Rule = (value: unknown, values: Values) => string | undefined;

/** "text, at-sign, text, dot, text". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const URL_PATTERN = /^https?:\/\/\S+$/i;

export const required =
  (message: string = messages.requiredField): Rule =>
  (value) =>
    isEmptyValue(value) ? message : undefined;

export const email =
  (message: string = messages.email): Rule =>
  (value) =>
    isEmptyValue(value) || (typeof value === 'string' && EMAIL_PATTERN.test(value.trim())) ? undefined : message;

export const url =
  (message: string = messages.url): Rule =>
  (value) =>
    isEmptyValue(value) || (typeof value === 'string' && URL_PATTERN.test(value.trim())) ? undefined : message;

export const minLength =
  (n: number, message: string = messages.minLength(n)): Rule =>
  (value) =>
    isEmptyValue(value) || String(value).length >= n ? undefined : message;

export const maxLength =
  (n: number, message: string = messages.maxLength(n)): Rule =>
  (value) =>
    isEmptyValue(value) || String(value).length <= n ? undefined : message;

export const pattern =
  (regex: RegExp, message: string = messages.pattern): Rule =>
  (value) =>
    isEmptyValue(value) || regex.test(String(value)) ? undefined : message;

/** A number, or a string that reads as one. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(',', '.'));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

export const numeric =
  (message: string = messages.number): Rule =>
  (value) =>
    isEmptyValue(value) || toNumber(value) !== undefined ? undefined : message;

export const min =
  (bound: number, message: string = messages.min(bound)): Rule =>
  (value) => {
    const n = toNumber(value);
    return n === undefined || n >= bound ? undefined : message;
  };

export const max =
  (bound: number, message: string = messages.max(bound)): Rule =>
  (value) => {
    const n = toNumber(value);
    return n === undefined || n <= bound ? undefined : message;
  };

/** The value equals another field's value (a confirmation). */
export const match =
  (otherField: string, message: string = messages.match): Rule =>
  (value, values) =>
    value === values[otherField] ? undefined : message;

/** The value is not among those already taken (the caller knows them). */
export const unique =
  (taken: readonly unknown[], message: string = messages.unique): Rule =>
  (value) =>
    isEmptyValue(value) || !taken.includes(value) ? undefined : message;

/** Runs rules in order and keeps the first message. */
export const compose =
  (...rules: Rule[]): Rule =>
  (value, values) => {
    for (const rule of rules) {
      const error = rule(value, values);
      if (error) return error;
    }
    return undefined;
  };
