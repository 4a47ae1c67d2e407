/** The inputs of a list of registry fields, each shown while its `visibleWhen` rule holds. */
import { FormDataConsumer } from 'react-admin';
import { isFieldVisible, type FieldDef, type Mode } from '@hexagone/schemas';
import { FieldInput, isInForm } from './FieldInput';

export function FormFields({ fields, mode }: { fields: readonly FieldDef[]; mode: Mode }) {
  return fields
    .filter((field) => isInForm(field, mode))
    .map((field) =>
      field.visibleWhen ? (
        <FormDataConsumer key={field.name}>
          {({ formData }) => isFieldVisible(field, formData) && <FieldInput field={field} mode={mode} />}
        </FormDataConsumer>
      ) : (
        <FieldInput key={field.name} field={field} mode={mode} />
      ),
    );
}
