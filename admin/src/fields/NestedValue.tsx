/**
 * Groups, arrays and maps shown readably: on one line in lists and cards (a summary, the
 * items as chips), as a small table on a record's page.
 */
import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FunctionField } from 'react-admin';
import { isEmptyValue, type FieldDef } from '@hexagone/schemas';
import type { ValueVariant } from './FileValue';
import { rowsOf } from './key-value';
import { plainValue, summaryOf } from './plain-value';

const LIST_CHIPS = 3;

type Row = Record<string, unknown>;

function ChipLine({ labels }: { labels: string[] }) {
  const shown = labels.slice(0, LIST_CHIPS);
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.5}>
      {shown.map((label, index) => (
        <Chip key={index} label={label} size="small" />
      ))}
      {labels.length > shown.length && <Chip label={`+${labels.length - shown.length}`} size="small" variant="outlined" />}
    </Stack>
  );
}

function SmallTable({ headers, rows }: { headers: string[]; rows: string[][] }) {
  return (
    <Table size="small" sx={{ width: 'auto' }}>
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableCell key={header}>{header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells, index) => (
          <TableRow key={index}>
            {cells.map((cell, column) => (
              <TableCell key={column}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function render(field: FieldDef, value: unknown, variant: ValueVariant) {
  const fields = field.fields ?? [];
  if (field.type === 'json') {
    // Free-form data read through the keys it declares, one per line, never as raw JSON.
    const known = (value ?? {}) as Row;
    const rows = fields.filter((f) => !isEmptyValue(known[f.name])).map((f) => [f.label, plainValue(f, known[f.name])]);
    if (!rows.length) return null;
    if (variant !== 'detail') return <ChipLine labels={rows.map(([label, text]) => `${label} : ${text}`)} />;
    return <SmallTable headers={['Information', 'Valeur']} rows={rows} />;
  }
  if (field.type === 'keyvalue') {
    const rows = rowsOf(value);
    if (!rows.length) return null;
    if (variant !== 'detail') return <ChipLine labels={rows.map((row) => `${row.key} : ${row.value}`)} />;
    return <SmallTable headers={['Nom', 'Valeur']} rows={rows.map((row) => [row.key, row.value])} />;
  }
  if (field.type === 'group') {
    if (variant !== 'detail') return <Typography variant="body2">{summaryOf(fields, value)}</Typography>;
    const group = (value ?? {}) as Row;
    return <SmallTable headers={fields.map((f) => f.label)} rows={[fields.map((f) => plainValue(f, group[f.name]))]} />;
  }
  const items = Array.isArray(value) ? (value as Row[]) : [];
  if (!items.length) return null;
  // In a list, each item reads by its first sub-field (a line's description, a feature's name).
  if (variant !== 'detail') return <ChipLine labels={items.map((item) => (fields[0] ? plainValue(fields[0], item?.[fields[0].name]) : '') || summaryOf(fields, item))} />;
  return <SmallTable headers={fields.map((f) => f.label)} rows={items.map((item) => fields.map((f) => plainValue(f, item?.[f.name])))} />;
}

export function NestedValue({ field, variant }: { field: FieldDef; variant: ValueVariant }) {
  return <FunctionField source={field.name} render={(record) => render(field, record[field.name], variant)} />;
}
