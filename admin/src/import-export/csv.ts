/** CSV as exported and imported by the lists: RFC 4180 quoting, UTF-8 with a BOM so spreadsheets keep the accents. */

const BOM = '\uFEFF';

function quote(cell: string): string {
  return /[",;\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function toCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + [columns, ...rows].map((row) => row.map(quote).join(',')).join('\r\n');
}

/** French spreadsheets save with ';': the header line tells which separator the file uses. */
function detectSeparator(headerLine: string): string {
  return headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
}

/** Rows as objects keyed by the header line; blank lines are skipped. */
export function parseCsv(text: string): Record<string, string>[] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const separator = detectSeparator(source.split(/\r?\n/, 1)[0] ?? '');
  const lines: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;

  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell);
      lines.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  row.push(cell);
  lines.push(row);

  const [header = [], ...body] = lines.filter((line) => line.some((value) => value.trim() !== ''));
  const names = header.map((name) => name.trim());
  return body.map((line) => Object.fromEntries(names.map((name, index) => [name, line[index] ?? ''])));
}
