import { Chip } from '@mui/material';
import { severityOf } from './audit-format';

/** An entry's severity as a coloured badge ('Attention', 'Erreur', 'Critique'). */
export function SeverityChip({ severity }: { severity: string }) {
  const option = severityOf(severity);
  return <Chip size="small" label={option?.label ?? severity} color={option?.color ?? 'default'} variant={option?.color === 'default' ? 'outlined' : 'filled'} />;
}
