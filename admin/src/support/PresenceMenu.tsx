/**
 * The menu of the header's chat presence (support/ChatPresence.tsx): join the chat, choose
 * « En ligne » or « Absent », and turn the sound and system notification of new chats on or off.
 * Loaded at its first opening, with its switch (not part of the back-office's first load).
 */
import { useState } from 'react';
import { Divider, FormControlLabel, ListItemIcon, ListItemText, Menu, MenuItem, Switch } from '@mui/material';
import Circle from '@mui/icons-material/Circle';
import Check from '@mui/icons-material/Check';
import type { ChosenPresence } from '@hexagone/schemas';
import { alertsWanted, keepAlertsWanted } from './new-chat-alert';
import { COLORS, LABELS } from './presence-labels';

interface PresenceMenuProps {
  anchor: HTMLElement | null;
  /** Whether the account is a chat agent (undefined until the API says). */
  agent: boolean | undefined;
  chosen: ChosenPresence;
  onChoose: (choice: ChosenPresence) => void;
  onJoin: () => void;
  onClose: () => void;
}

export function PresenceMenu({ anchor, agent, chosen, onChoose, onJoin, onClose }: PresenceMenuProps) {
  const [alerts, setAlerts] = useState(alertsWanted);
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } }}>
      {agent === false && (
        <MenuItem onClick={onJoin} sx={{ whiteSpace: 'normal' }}>
          <ListItemText primary="Rejoindre le chat en direct" secondary="Vous devenez agent du chat, en ligne dès maintenant" />
        </MenuItem>
      )}
      {agent && (['online', 'away'] as const).map((option) => (
        <MenuItem key={option} selected={chosen === option} onClick={() => onChoose(option)} sx={{ whiteSpace: 'normal' }}>
          <ListItemIcon>{chosen === option ? <Check fontSize="small" /> : <Circle color={COLORS[option]} sx={{ fontSize: '0.8rem' }} />}</ListItemIcon>
          <ListItemText
            primary={LABELS[option]}
            secondary={option === 'online' ? 'Vous recevez les nouvelles conversations' : 'Aucune nouvelle conversation ne vous est confiée'}
          />
        </MenuItem>
      ))}
      {agent && <Divider />}
      <MenuItem disableRipple sx={{ '&:hover': { backgroundColor: 'transparent' } }}>
        <FormControlLabel
          control={
            <Switch
              checked={alerts}
              onChange={(event) => {
                keepAlertsWanted(event.target.checked);
                setAlerts(event.target.checked);
              }}
            />
          }
          label="Son et notification à chaque nouvelle conversation"
          slotProps={{ typography: { sx: { whiteSpace: 'normal' } } }}
        />
      </MenuItem>
    </Menu>
  );
}
