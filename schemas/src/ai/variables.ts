/**
 * The `variables` of a prompt template: a JSON list describing each {{placeholder}} for the
 * person who fills it (spec 2 §3: name, type, label, required, placeholder).
 */

/** How a value is typed in the test dialog. */
export const VARIABLE_TYPES = ['text', 'textarea', 'number'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

export interface TemplateVariable {
  name: string;
  type: VariableType;
  label: string;
  required: boolean;
  placeholder?: string;
}

/** A placeholder name: what {{…}} may hold. */
export const VARIABLE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

const KEYS = new Set(['name', 'type', 'label', 'required', 'placeholder']);

export const variableMessages = {
  notList: 'Une liste JSON de variables est attendue',
  notObject: (n: number) => `Variable ${n} : un objet est attendu`,
  unknownKey: (n: number, key: string) => `Variable ${n} : clé « ${key} » inconnue (name, type, label, required, placeholder)`,
  name: (n: number) => `Variable ${n} : nom invalide (lettres, chiffres et _, sans espace)`,
  duplicate: (name: string) => `Variable « ${name} » déclarée deux fois`,
  type: (n: number) => `Variable ${n} : type invalide (${VARIABLE_TYPES.join(', ')})`,
  text: (n: number, key: string) => `Variable ${n} : « ${key} » doit être un texte`,
  required: (n: number) => `Variable ${n} : « required » doit valoir true ou false`,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first problem of a `variables` value, in French, or nothing when its shape is right. */
export function checkVariables(value: unknown): string | undefined {
  if (!Array.isArray(value)) return variableMessages.notList;
  const seen = new Set<string>();
  for (const [index, item] of value.entries()) {
    const n = index + 1;
    if (!isRecord(item)) return variableMessages.notObject(n);
    const unknown = Object.keys(item).find((key) => !KEYS.has(key));
    if (unknown !== undefined) return variableMessages.unknownKey(n, unknown);
    if (typeof item.name !== 'string' || !VARIABLE_NAME_PATTERN.test(item.name)) return variableMessages.name(n);
    if (seen.has(item.name)) return variableMessages.duplicate(item.name);
    seen.add(item.name);
    if (item.type !== undefined && !VARIABLE_TYPES.includes(item.type as VariableType)) return variableMessages.type(n);
    for (const key of ['label', 'placeholder'] as const) {
      if (item[key] !== undefined && typeof item[key] !== 'string') return variableMessages.text(n, key);
    }
    if (item.required !== undefined && typeof item.required !== 'boolean') return variableMessages.required(n);
  }
  return undefined;
}

/** A stored list read with its defaults (type text, label = name, optional); malformed entries are skipped. */
export function readVariables(value: unknown): TemplateVariable[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((item) => {
    if (typeof item.name !== 'string' || !VARIABLE_NAME_PATTERN.test(item.name)) return [];
    const type = VARIABLE_TYPES.includes(item.type as VariableType) ? (item.type as VariableType) : 'text';
    const label = typeof item.label === 'string' && item.label.trim() ? item.label : item.name;
    const placeholder = typeof item.placeholder === 'string' && item.placeholder ? item.placeholder : undefined;
    return [{ name: item.name, type, label, required: item.required === true, ...(placeholder ? { placeholder } : {}) }];
  });
}
