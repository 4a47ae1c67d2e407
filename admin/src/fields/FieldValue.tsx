/**
 * A record's value for one registry field, shown the French way: option labels, Oui/Non
 * icons, fr-FR dates and numbers (euros, milliseconds, the decimals of their step),
 * thumbnails for images; a field declaring a `link` opens that address. Used by the list
 * columns, the grid cards and the Show view.
 */
import type { ReactNode } from 'react';
import { Chip, Link, Stack } from '@mui/material';
import { BooleanField, EmailField, FunctionField, TextField, UrlField, useRecordContext } from 'react-admin';
import { isEmptyValue, type FieldDef } from '@hexagone/schemas';
import { optionLabel } from './choices';
import { dateOf, dayText, parisDateTimeText } from './date-format';
import { FileValue, type ValueVariant } from './FileValue';
import { formatFigure } from './figure-format';
import { frenchNumber, stepDecimals } from './number-format';
import { NestedValue } from './NestedValue';
import { RecordOfValue } from './RecordOfValue';
import { UsageValue } from './UsageValue';
import { ReferenceValue } from './ReferenceValue';

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
      // As react-admin's DateField reads a date: a bare day (« 2026-12-07 ») in UTC, an instant on the browser's clock.
      return <FunctionField source={source} render={(record) => <DateText value={record[source]} format={(date) => dayText(date, bareDay(record[source]) ? 'UTC' : 'here')} />} />;
    case 'datetime-local':
      return <FunctionField source={source} render={(record) => <DateText value={record[source]} format={parisDateTimeText} />} />;
    case 'number': {
      if (field.format || field.decimals !== undefined) {
        return <FunctionField source={source} render={(record) => (typeof record[source] === 'number' ? formatFigure(field, record[source]) : null)} />;
      }
      const decimals = stepDecimals(field.step);
      const format = frenchNumber(decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      return <FunctionField source={source} render={(record) => numberText(record[source], format)} />;
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

const bareDay = (value: unknown) => typeof value === 'string' && value.length <= 10;

/** A date as `format` writes it; a value that is no date as it is stored. */
function DateText({ value, format }: { value: unknown; format: (date: Date) => string }) {
  if (value === undefined || value === null || value === '') return null;
  const date = dateOf(value);
  return <>{date ? format(date) : String(value)}</>;
}

/** A number (or a number stored as text, as react-admin's NumberField reads it) the French way. */
function numberText(value: unknown, format: Intl.NumberFormat): string | null {
  if (value === undefined || value === null) return null;
  const number = typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  return typeof number === 'number' ? format.format(number) : String(number);
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
