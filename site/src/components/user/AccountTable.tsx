/**
 * A list of the customer's documents: a table with its header on a wide screen, one card per
 * row on a phone, where each cell names its column (AccountRecords.css reads `data-label`).
 */
import type { ReactNode } from 'react';

export interface AccountColumn {
  label: string;
  /** Amounts align right, in tabular figures. */
  amount?: boolean;
  /** Numbers and references stay on one line. */
  nowrap?: boolean;
}

export interface AccountRow {
  key: string;
  cells: ReactNode[];
  /** Shaded as needing attention (an overdue invoice). */
  flagged?: boolean;
}

const cellClass = (column: AccountColumn) => (column.amount ? 'amount' : column.nowrap ? 'nowrap' : undefined);

export default function AccountTable({ label, columns, rows }: { label: string; columns: readonly AccountColumn[]; rows: readonly AccountRow[] }) {
  return (
    <table className="account-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={cellClass(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-overdue={row.flagged || undefined}>
            {row.cells.map((cell, index) => (
              <td key={columns[index].label} data-label={columns[index].label} className={cellClass(columns[index])}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
