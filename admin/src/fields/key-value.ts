/** A map (webhook headers) as editable rows and back; rows without a name are left out. */
export interface KeyValueRow {
  key: string;
  value: string;
}

export const rowsOf = (value: unknown): KeyValueRow[] =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.entries(value as Record<string, unknown>).map(([key, text]) => ({ key, value: String(text ?? '') }))
    : [];

export function mapOf(rows: readonly KeyValueRow[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const row of rows) if (row.key.trim()) map[row.key.trim()] = row.value;
  return map;
}
