/**
 * The header of every screen (spec 1 "Admin area shell"): breadcrumb, icon, title,
 * description, optional action buttons and optional stat cards.
 */
import { useEffect, type ReactNode } from 'react';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import type { BreadcrumbItem } from '@hexagone/schemas';
import { BRAND_NAME } from '@hexagone/schemas';
import type { IconName } from '@hexagone/schemas';
import { iconFor } from '../icons';
import { Breadcrumb } from './Breadcrumb';
import { StatCard, type StatCardProps } from './StatCard';

export interface PageHeaderAction {
  label: string;
  icon?: ReactNode;
  variant?: 'contained' | 'outlined' | 'text';
  disabled?: boolean;
  onClick?: () => void;
}

export interface PageHeaderProps {
  title: string;
  description?: string;
  /** Name of a Material icon, as in the registry. */
  icon?: IconName;
  /** Items after "Dashboard"; the last one is this page. */
  breadcrumb: readonly BreadcrumbItem[];
  actions?: readonly PageHeaderAction[];
  stats?: readonly StatCardProps[];
}

export function PageHeader({ title, description, icon, breadcrumb, actions, stats }: PageHeaderProps) {
  const Icon = icon ? iconFor(icon) : undefined;

  // The browser tab names the screen, so several open back-office tabs stay apart.
  useEffect(() => {
    document.title = `${title} · ${BRAND_NAME}`;
  }, [title]);

  return (
    <Box component="header" sx={{ pt: 2, pb: 2 }}>
      <Breadcrumb items={breadcrumb} />
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'center' }} spacing={2} sx={{ mt: 1.5 }}>
        <Stack direction="row" alignItems="center" spacing={1.5}>
          {Icon && <Icon color="primary" sx={{ fontSize: 36 }} aria-hidden />}
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {description && (
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            )}
          </Box>
        </Stack>
        {actions && actions.length > 0 && (
          <Stack direction="row" spacing={1}>
            {actions.map((action) => (
              <Button
                key={action.label}
                variant={action.variant ?? 'contained'}
                startIcon={action.icon}
                disabled={action.disabled}
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      {stats && stats.length > 0 && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          {stats.map((stat) => (
            <Grid key={stat.label} size={{ xs: 12, sm: 6, lg: 3 }}>
              <StatCard {...stat} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
