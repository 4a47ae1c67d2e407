/**
 * A measured usage as bars (spec 3 §9): green, orange above the field's warning threshold,
 * red above its danger one; a group (an instance's metrics) shows one bar per sub-field.
 */
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { FunctionField } from 'react-admin';
import type { FieldDef, Values } from '@hexagone/schemas';
import { formatPercent, usageLevel } from './usage-level';

interface UsageBarProps {
  label: string;
  value: number;
  thresholds: { warning: number; danger: number };
  /** A lone figure under its column's header needs no label of its own beside the bar. */
  showLabel?: boolean;
}

function UsageBar({ label, value, thresholds, showLabel = true }: UsageBarProps) {
  const text = formatPercent(value);
  return (
    <Box sx={{ minWidth: 96, maxWidth: 320 }}>
      <Stack direction="row" justifyContent={showLabel ? 'space-between' : 'flex-end'} spacing={1}>
        {showLabel && (
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
        )}
        <Typography variant="caption">{text}</Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, value))}
        color={usageLevel(value, thresholds)}
        aria-label={`${label} : ${text}`}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

/** 'CPU (%)' reads 'CPU' beside its bar. */
const shortLabel = (label: string) => label.replace(/\s*\(%\)$/, '');

export function UsageValue({ field, thresholds }: { field: FieldDef; thresholds: { warning: number; danger: number } }) {
  return (
    <FunctionField
      source={field.name}
      render={(record) => {
        const value: unknown = record[field.name];
        if (field.type !== 'group') return <UsageBar label={shortLabel(field.label)} value={Number(value) || 0} thresholds={thresholds} showLabel={false} />;
        const group = (value ?? {}) as Values;
        return (
          <Stack spacing={0.5}>
            {(field.fields ?? []).map((sub) => (
              <UsageBar key={sub.name} label={shortLabel(sub.label)} value={Number(group[sub.name]) || 0} thresholds={thresholds} />
            ))}
          </Stack>
        );
      }}
    />
  );
}
