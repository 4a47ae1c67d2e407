/**
 * The Material icons the registry names ("People"), imported one by one so the bundle holds
 * only these; a name not listed here falls back to a neutral icon instead of failing.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import CleaningServices from '@mui/icons-material/CleaningServices';
import Dashboard from '@mui/icons-material/Dashboard';
import Dns from '@mui/icons-material/Dns';
import Forum from '@mui/icons-material/Forum';
import Insights from '@mui/icons-material/Insights';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Psychology from '@mui/icons-material/Psychology';
import Settings from '@mui/icons-material/Settings';
import SupportAgent from '@mui/icons-material/SupportAgent';
import ViewModule from '@mui/icons-material/ViewModule';

const ICONS: Record<string, SvgIconComponent> = {
  AdminPanelSettings,
  Article,
  CleaningServices,
  Dashboard,
  Dns,
  Forum,
  Insights,
  Payments,
  People,
  Person,
  Psychology,
  Settings,
  SupportAgent,
};

export const iconFor = (name: string): SvgIconComponent => ICONS[name] ?? ViewModule;
