/** Registry options as react-admin choices ({ id, name }). */
import type { FieldDef, FieldOption } from '@hexagone/schemas';

export interface Choice {
  id: FieldOption['value'];
  name: string;
}

export const choicesOf = (field: FieldDef, use: 'input' | 'filter' = 'input'): Choice[] =>
  ((use === 'filter' ? field.filterOptions : undefined) ?? field.options ?? []).map((option) => ({ id: option.value, name: option.label }));

/** The French label of a stored option value, or the value itself when it is not declared. */
export function optionLabel(field: FieldDef, value: unknown): string {
  const option = field.options?.find((candidate) => candidate.value === value);
  return option ? option.label : String(value);
}
