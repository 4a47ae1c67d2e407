/**
 * A record's value for one registry field, shown the French way: option labels, Oui/Non
 * icons, fr-FR dates and numbers (euros, milliseconds, the decimals of their step),
 * thumbnails for images; a field declaring a `link` opens that address. Used by the list
 * columns, the grid cards and the Show view.
 */
import type { ReactNode } from 'react';
import { Chip, Link, Stack } from '@mui/material';
import {
  BooleanField,
  DateField,
  EmailField,
  FunctionField,
  NumberField,
  TextField,
  UrlField,
  useRecordContext,
} from 'react-admin';
import { isEmptyValue, PARIS_TIME_ZONE, type FieldDef } from '@hexagone/schemas';
import { optionLabel } from './choices';
import { FileValue, type ValueVariant } from './FileValue';
import { formatFigure } from './figure-format';
import { stepDecimals } from './number-format';
import { NestedValue } from './NestedValue';
import { RecordOfValue } from './RecordOfValue';
import { UsageValue } from './UsageValue';
import { ReferenceValue } from './ReferenceValue';

const LOCALE = 'fr-FR';
/** A date-time reads as Paris's clock, whatever the browser's zone. */
const PARIS_DATE_TIME: Intl.DateTimeFormatOptions = { timeZone: PARIS_TIME_ZONE };

function Chips({ labels }: { labels: string[] }) {
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.5}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" />
      ))}
    </Stack>
  );
}

/** The value as a link to the address the field declares (a topic's public page). */
function FieldLink({ field, children }: { field: FieldDef; children: ReactNode }) {
  const record = useRecordContext();
  if (!field.link || !record || isEmptyValue(record[field.name])) return children;
  const newTab = field.link.newTab ? { target: '_blank', rel: 'noopener' } : {};
  return (
    // The row opens the record's page; a click on the link opens the link only.
    <Link href={field.link.href(record)} {...newTab} onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}

function Value({ field, variant }: { field: FieldDef; variant: ValueVariant }) {
  const source = field.name;
  if (field.recordOf) return <RecordOfValue field={field} collectionField={field.recordOf.collectionField} />;
  if (field.usage) return <UsageValue field={field} thresholds={field.usage} />;
  switch (field.type) {
    case 'select':
    case 'radio':
      // A stored value outside the options (a collection the filter does not list) still shows.
      return <FunctionField source={source} render={(record) => (isEmptyValue(record[source]) ? null : optionLabel(field, record[source]))} />;
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
      return <DateField source={source} locales={LOCALE} showTime options={PARIS_DATE_TIME} />;
    case 'number': {
      if (field.format || field.decimals !== undefined) {
        return <FunctionField source={source} render={(record) => (typeof record[source] === 'number' ? formatFigure(field, record[source]) : null)} />;
      }
      const decimals = stepDecimals(field.step);
      const options = decimals === undefined ? undefined : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
      return <NumberField source={source} locales={LOCALE} options={options} />;
    }
    case 'email':
      return field.link ? <TextField source={source} /> : <EmailField source={source} />;
    case 'url':
      return field.link ? <TextField source={source} /> : <UrlField source={source} target="_blank" rel="noopener" />;
    case 'image':
    case 'file':
      return <FileValue field={field} variant={variant} />;
    case 'group':
    case 'array':
    case 'keyvalue':
      return <NestedValue field={field} variant={variant} />;
    case 'json':
      if (field.fields) return <NestedValue field={field} variant={variant} />;
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
      return <ReferenceValue field={field} reference={field.reference} />;
    case 'text':
    case 'sequence':
      return <FunctionField source={source} render={(record) => <CodeSafeText value={record[source]} />} />;
    default:
      return <TextField source={source} />;
  }
}

/** The longest one-word value kept on one line: a code or a machine's name, never a pasted address. */
const SHORT_TOKEN = 32;

/** A one-word value (« FA-2026-000060 », « web-paris-01 ») never breaks at its hyphens; sentences wrap as usual. */
function CodeSafeText({ value }: { value: unknown }) {
  if (value === undefined || value === null || value === '') return null;
  const text = String(value);
  return <span style={!/\s/.test(text) && text.length <= SHORT_TOKEN ? { whiteSpace: 'nowrap' } : undefined}>{text}</span>;
}

export interface FieldValueProps {
  field: FieldDef;
  /** Thumbnails are small in lists and cards, larger on a record's page. */
  variant?: ValueVariant;
  /** Read by react-admin's layouts (Show) to label the value. */
  source?: string;
  label?: string;
}

export function FieldValue({ field, variant = 'list' }: FieldValueProps) {
  return (
    <FieldLink field={field}>
      <Value field={field} variant={variant} />
    </FieldLink>
  );
}
