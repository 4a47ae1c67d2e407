/**
 * The inputs of a list of registry fields, each shown while its `visibleWhen` rule holds;
 * the server's computed fields (totals) are shown read-only, as they will be computed.
 */
import type { FieldDef, Mode } from '@hexagone/schemas';
import { ComputedValue } from './ComputedValue';
import { FieldInput, isInForm } from './FieldInput';
import { VisibleWhen } from './VisibleWhen';

export function FormFields({ fields, mode }: { fields: readonly FieldDef[]; mode: Mode }) {
  return fields
    .filter((field) => isInForm(field, mode) || field.compute)
    .map((field) =>
      field.compute ? (
        <ComputedValue key={field.name} field={{ ...field, compute: field.compute }} />
      ) : field.visibleWhen ? (
        <VisibleWhen key={field.name} field={field}>
          <FieldInput field={field} mode={mode} />
        </VisibleWhen>
      ) : (
        <FieldInput key={field.name} field={field} mode={mode} />
      ),
    );
}
