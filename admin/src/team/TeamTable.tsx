/** A table of the team page (members, pending invitations): a titled card, its count, a row that says when it is empty. */
import type { ReactNode } from 'react';
import { Card, CardContent, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography, type SxProps, type Theme } from '@mui/material';

/** Columns a phone leaves out: what they say shows under the first column there. */
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
export const NARROW_ONLY = { display: { xs: 'block', md: 'none' } } as const;
// A long address may break anywhere: the row's buttons stay in sight on a phone.
const COMPACT_ON_PHONE = { '& td, & th': { px: { xs: 1, md: 2 } }, '& td:first-of-type': { overflowWrap: 'anywhere' } } as const;

interface TeamTableProps<Row> {
  /** The card's heading, followed by the count of rows. */
  title: string;
  /** The table's accessible name. */
  label: string;
  /** The headers before the last column, the row actions; a `sortable` one orders the rows when clicked (`onSort`). */
  columns: readonly { label: string; wideOnly?: boolean; sortable?: boolean }[];
  rows: readonly Row[];
  renderRow: (row: Row) => ReactNode;
  sx?: SxProps<Theme>;
  /** The column the rows are ordered by, and which way. */
  sort?: { label: string; order: 'asc' | 'desc' };
  onSort?: (label: string) => void;
}

export function TeamTable<Row>({ title, label, columns, rows, renderRow, sx, sort, onSort }: TeamTableProps<Row>) {
  return (
    <Card variant="outlined" sx={sx}>
      <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title} ({rows.length})
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={label} sx={COMPACT_ON_PHONE}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label} sx={column.wideOnly ? WIDE_ONLY : undefined} sortDirection={sort?.label === column.label ? sort.order : false}>
                    {column.sortable && onSort ? (
                      <TableSortLabel active={sort?.label === column.label} direction={sort?.label === column.label ? sort.order : 'asc'} onClick={() => onSort(column.label)}>
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                ))}
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length + 1}>Aucune donnée disponible</TableCell>
                </TableRow>
              )}
              {rows.map(renderRow)}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
