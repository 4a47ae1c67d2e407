/** A sidebar entry whose screen does not exist yet: its header, and a clear word that it is coming. */
import { Alert } from '@mui/material';
import type { NavEntry, NavGroup } from '@hexagone/schemas';
import { PageHeader } from '../layout/PageHeader';
import { adminPath } from '../paths';

export function ComingSoon({ group, entry }: { group: NavGroup; entry: NavEntry }) {
  const groupHome = group.entries[0];
  // The group links to its first screen, unless that screen is this one.
  const groupItem = groupHome && groupHome !== entry ? { label: group.label, path: adminPath(groupHome.path) } : { label: group.label };
  return (
    <>
      <PageHeader title={entry.label} icon={group.icon} breadcrumb={[groupItem, { label: entry.label }]} />
      <Alert severity="info" variant="outlined">
        L'écran « {entry.label} » ({group.label}) sera bientôt disponible.
      </Alert>
    </>
  );
}
