/** The inputs of a list of registry fields, each shown while its `visibleWhen` rule holds. */
import type { FieldDef, Mode } from '@hexagone/schemas';
import { FieldInput, isInForm } from './FieldInput';
import { VisibleWhen } from './VisibleWhen';

export function FormFields({ fields, mode }: { fields: readonly FieldDef[]; mode: Mode }) {
  return fields
    .filter((field) => isInForm(field, mode))
    .map((field) =>
      field.visibleWhen ? (
        <VisibleWhen key={field.name} field={field}>
          <FieldInput field={field} mode={mode} />
        </VisibleWhen>
      ) : (
        <FieldInput key={field.name} field={field} mode={mode} />
      ),
    );
}
