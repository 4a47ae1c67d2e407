/** The icons the activity feed names (api/src/dashboard/activity-feed.ts), imported one by one. */
import type { SvgIconComponent } from '@mui/icons-material';
import AddCircle from '@mui/icons-material/AddCircle';
import Bolt from '@mui/icons-material/Bolt';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Login from '@mui/icons-material/Login';
import Notifications from '@mui/icons-material/Notifications';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Visibility from '@mui/icons-material/Visibility';

const ICONS: Record<string, SvgIconComponent> = { AddCircle, Bolt, Delete, Edit, ErrorOutline, Login, PersonAdd, Visibility };

export const activityIcon = (name: string): SvgIconComponent => ICONS[name] ?? Notifications;
