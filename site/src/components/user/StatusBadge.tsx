/** A record's state in the customer's area: its French label, coloured by what it means for them. */
import type { Tone } from '../../lib/customer-billing';

/** The French label of a registry option (`active` → « Actif »), the value itself when unknown. */
export const optionLabel = (options: readonly { value: string; label: string }[], value = ''): string => options.find((option) => option.value === value)?.label ?? value;

export default function StatusBadge({ label, tone }: { label: string; tone: Tone }) {
  return (
    <span className="status-badge" data-tone={tone}>
      {label}
    </span>
  );
}
