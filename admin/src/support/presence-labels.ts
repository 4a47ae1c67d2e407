/** How the header shows a support agent's presence at the chat: its words and the colour of its dot. */
import type { ShownPresence } from './chat-presence-api';

export const LABELS: Record<ShownPresence, string> = { online: 'En ligne', away: 'Absent', busy: 'Occupé', offline: 'Hors ligne' };
export const COLORS: Record<ShownPresence, 'success' | 'warning' | 'disabled'> = { online: 'success', away: 'warning', busy: 'warning', offline: 'disabled' };
