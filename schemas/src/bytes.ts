/** A size the French way: 1536 → « 1,5 Ko » (1 Ko = 1 024 octets), as the monitoring, the attachments and the backups write it. */
const UNITS = ['o', 'Ko', 'Mo', 'Go', 'To'];
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${decimal.format(value)}\u00a0${UNITS[unit]}`;
}
