/** A computed badge of a record (a topic: Verrouillé, else Résolu, else Actif) as a coloured chip. */
import { Chip } from '@mui/material';
import type { BadgeDef, Values } from '@hexagone/schemas';

export function BadgeChip({ badge, record }: { badge: BadgeDef; record: Values }) {
  const { label, tone } = badge.value(record);
  return <Chip size="small" label={label} color={tone} variant={tone === 'default' ? 'outlined' : 'filled'} />;
}
