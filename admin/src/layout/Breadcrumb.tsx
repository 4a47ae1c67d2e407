/** Dashboard › given items; the last item is the current page and is never a link (spec 1, spec 2 §2). */
import { Breadcrumbs, Typography } from '@mui/material';
import { Link } from 'react-admin';
import { DASHBOARD, type BreadcrumbItem } from '@hexagone/schemas';
import { ADMIN_BASE } from '../paths';

export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const trail: readonly BreadcrumbItem[] = [{ label: DASHBOARD.label, path: ADMIN_BASE }, ...items];
  return (
    <Breadcrumbs aria-label="Fil d'Ariane" sx={{ fontSize: '0.875rem' }}>
      {trail.map((item, index) =>
        index < trail.length - 1 && item.path ? (
          <Link key={index} to={item.path} underline="hover" color="inherit">
            {item.label}
          </Link>
        ) : (
          <Typography
            key={index}
            color={index === trail.length - 1 ? 'text.primary' : 'inherit'}
            fontSize="inherit"
            aria-current={index === trail.length - 1 ? 'page' : undefined}
          >
            {item.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
