/**
 * A record's value for one registry field, shown the French way: option labels, Oui/Non
 * icons, fr-FR dates and numbers. Used by the list columns and the Show view.
 */
import { Chip, Stack } from '@mui/material';
import {
  BooleanField,
  DateField,
  EmailField,
  FunctionField,
  NumberField,
  ReferenceField,
  SelectField,
  TextField,
  UrlField,
} from 'react-admin';
import type { FieldDef } from '@hexagone/schemas';
import { choicesOf, optionLabel } from './choices';
import { referenceLabel, referenceRoute } from './references';

const LOCALE = 'fr-FR';

function Chips({ labels }: { labels: string[] }) {
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.5}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" />
      ))}
    </Stack>
  );
}

export interface FieldValueProps {
  field: FieldDef;
  /** Read by react-admin's layouts (Show) to label the value. */
  source?: string;
  label?: string;
}

export function FieldValue({ field }: FieldValueProps) {
  const source = field.name;
  switch (field.type) {
    case 'select':
    case 'radio':
      return <SelectField source={source} choices={choicesOf(field)} />;
    case 'multiselect':
    case 'tags':
      return (
        <FunctionField
          source={source}
          render={(record) => {
            const values: unknown[] = Array.isArray(record[source]) ? record[source] : [];
            return <Chips labels={values.map((value) => optionLabel(field, value))} />;
          }}
        />
      );
    case 'switch':
    case 'checkbox':
      return <BooleanField source={source} />;
    case 'date':
      return <DateField source={source} locales={LOCALE} />;
    case 'datetime-local':
      return <DateField source={source} locales={LOCALE} showTime />;
    case 'number':
      return <NumberField source={source} locales={LOCALE} />;
    case 'email':
      return <EmailField source={source} />;
    case 'url':
      return <UrlField source={source} target="_blank" rel="noopener" />;
    case 'json':
      return (
        <FunctionField
          source={source}
          render={(record) =>
            record[source] === undefined ? null : <code>{JSON.stringify(record[source], null, 2)}</code>
          }
        />
      );
    case 'reference':
      if (!field.reference) return <TextField source={source} />;
      return (
        <ReferenceField source={source} reference={referenceRoute(field.reference)} link="show">
          <FunctionField render={referenceLabel(field.reference)} />
        </ReferenceField>
      );
    default:
      return <TextField source={source} />;
  }
}
