/**
 * The sidebar, built from NAVIGATION: the dashboard first, then one collapsible group per
 * area. The entry shown active is the longest path the address starts with, so "Rôles"
 * (users/roles) is active on its pages and "Utilisateurs" (users) is not.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { LinkBase, useLocation, useSidebarState } from 'react-admin';
import { DASHBOARD, mayOpen, NAVIGATION, type NavEntry, type NavGroup } from '@hexagone/schemas';
import { useSessionCaller } from '../providers/useSessionCaller';
import { adminPath } from '../paths';
import { iconFor } from '../icons';

const ALL_PATHS = [DASHBOARD, ...NAVIGATION.flatMap((group) => group.entries)].map((entry) => entry.path);

function activePath(pathname: string): string | undefined {
  const matches = ALL_PATHS.filter((path) => {
    const full = adminPath(path);
    // The dashboard is the root: it is active only on itself.
    return pathname === full || pathname === `${full}/` || (path !== '' && pathname.startsWith(`${full}/`));
  });
  return matches.reduce<string | undefined>((longest, path) => (longest === undefined || path.length > longest.length ? path : longest), undefined);
}

function NavItem({ entry, icon, active, nested }: { entry: NavEntry; icon: ReactNode; active: boolean; nested?: boolean }) {
  const [open] = useSidebarState();
  const item = (
    <ListItemButton
      component={LinkBase}
      to={adminPath(entry.path)}
      selected={active}
      aria-label={entry.label}
      aria-current={active ? 'page' : undefined}
      sx={{ pl: open && nested ? 4 : 2 }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      {open && <ListItemText primary={entry.label} />}
    </ListItemButton>
  );
  return open ? item : <Tooltip title={entry.label} placement="right">{item}</Tooltip>;
}

function Group({ group, current }: { group: NavGroup; current: string | undefined }) {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const containsCurrent = group.entries.some((entry) => entry.path === current);
  const [open, setOpen] = useState(containsCurrent);
  const Icon = iconFor(group.icon);

  // Arriving on one of its screens (a link, the header search) opens the group.
  useEffect(() => {
    if (containsCurrent) setOpen(true);
  }, [containsCurrent]);

  const toggle = () => {
    // In the narrow sidebar the group header is only an icon: open the sidebar on the group.
    if (!sidebarOpen) {
      setSidebarOpen(true);
      setOpen(true);
    } else {
      setOpen(!open);
    }
  };

  return (
    <>
      <Tooltip title={sidebarOpen ? '' : group.label} placement="right">
        <ListItemButton onClick={toggle} aria-expanded={open} aria-label={group.label}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          {sidebarOpen && <ListItemText primary={group.label} />}
          {sidebarOpen && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
        </ListItemButton>
      </Tooltip>
      <Collapse in={open && sidebarOpen} timeout="auto" unmountOnExit>
        <List disablePadding dense>
          {group.entries.map((entry) => (
            <NavItem
              key={entry.path}
              entry={entry}
              nested
              active={entry.path === current}
              icon={<FiberManualRecord sx={{ fontSize: 8 }} />}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/**
 * The groups with only the entries this account may open (a team member sees what its role and
 * permissions open; the API refuses the rest anyway).
 */
function useVisibleNavigation(): readonly NavGroup[] {
  const caller = useSessionCaller();
  return NAVIGATION.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => mayOpen(entry.path, caller)),
  })).filter((group) => group.entries.length > 0);
}

export function Menu() {
  const { pathname } = useLocation();
  const navigation = useVisibleNavigation();
  const current = activePath(pathname);
  const DashboardIcon = iconFor('Dashboard');
  return (
    <List component="nav" aria-label="Navigation du back-office" dense sx={{ pt: 1 }}>
      <NavItem entry={DASHBOARD} active={current === DASHBOARD.path} icon={<DashboardIcon fontSize="small" />} />
      {navigation.map((group) => (
        <Group key={group.label} group={group} current={current} />
      ))}
    </List>
  );
}
