/** The account menu of the header: who is signed in, Profil, Paramètres and Déconnexion. */
import type { ReactNode, Ref } from 'react';
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import PersonOutline from '@mui/icons-material/PersonOutline';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { LinkBase, Logout, UserMenu as RaUserMenu, useGetIdentity, useUserMenu } from 'react-admin';
import { adminPath } from '../paths';

function MenuLink({ to, label, icon, ref }: { to: string; label: string; icon: ReactNode; ref?: Ref<HTMLAnchorElement> }) {
  const menu = useUserMenu();
  return (
    <MenuItem ref={ref} component={LinkBase} to={to} onClick={menu?.onClose}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}

function SignedInAs() {
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <Typography variant="subtitle2">{identity?.fullName ?? 'Admin'}</Typography>
      <Typography variant="body2" color="text.secondary">
        {identity?.email}
      </Typography>
    </Box>
  );
}

export function UserMenu() {
  return (
    <RaUserMenu>
      <SignedInAs />
      <Divider />
      <MenuLink to={adminPath('profile')} label="Profil" icon={<PersonOutline fontSize="small" />} />
      <MenuLink to={adminPath('settings')} label="Paramètres" icon={<SettingsOutlined fontSize="small" />} />
      <Divider />
      <Logout />
    </RaUserMenu>
  );
}
