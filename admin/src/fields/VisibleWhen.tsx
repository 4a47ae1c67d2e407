/**
 * Shows its input while the field's `visibleWhen` rule holds, reading the sibling value at
 * the same level (inside a group or an array item as well as at the top of the form).
 */
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useSourceContext } from 'react-admin';
import { isFieldVisible, type FieldDef } from '@hexagone/schemas';

export function VisibleWhen({ field, children }: { field: FieldDef; children: ReactNode }) {
  const { getSource } = useSourceContext();
  const rule = field.visibleWhen;
  const current = useWatch({ name: rule ? getSource(rule.field) : '' });
  if (!rule) return children;
  return isFieldVisible(field, { [rule.field]: current }) ? children : null;
}
