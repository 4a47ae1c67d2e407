/**
 * The Material icons the registry names ("People"), imported one by one so the bundle holds
 * only these; a name not listed here falls back to a neutral icon instead of failing.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import Block from '@mui/icons-material/Block';
import Cancel from '@mui/icons-material/Cancel';
import Category from '@mui/icons-material/Category';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CleaningServices from '@mui/icons-material/CleaningServices';
import Comment from '@mui/icons-material/Comment';
import ContactMail from '@mui/icons-material/ContactMail';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Dashboard from '@mui/icons-material/Dashboard';
import DataUsage from '@mui/icons-material/DataUsage';
import Dns from '@mui/icons-material/Dns';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import Email from '@mui/icons-material/Email';
import Euro from '@mui/icons-material/Euro';
import Flag from '@mui/icons-material/Flag';
import Forum from '@mui/icons-material/Forum';
import Functions from '@mui/icons-material/Functions';
import History from '@mui/icons-material/History';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Insights from '@mui/icons-material/Insights';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import LockReset from '@mui/icons-material/LockReset';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Psychology from '@mui/icons-material/Psychology';
import PushPin from '@mui/icons-material/PushPin';
import QueryStats from '@mui/icons-material/QueryStats';
import Reply from '@mui/icons-material/Reply';
import Settings from '@mui/icons-material/Settings';
import SmartToy from '@mui/icons-material/SmartToy';
import SupportAgent from '@mui/icons-material/SupportAgent';
import SwapVert from '@mui/icons-material/SwapVert';
import TaskAlt from '@mui/icons-material/TaskAlt';
import TextSnippet from '@mui/icons-material/TextSnippet';
import Timer from '@mui/icons-material/Timer';
import ViewModule from '@mui/icons-material/ViewModule';

const ICONS: Record<string, SvgIconComponent> = {
  AdminPanelSettings,
  Article,
  Block,
  Cancel,
  Category,
  CheckCircle,
  CleaningServices,
  Comment,
  ContactMail,
  ContentCopy,
  Dashboard,
  DataUsage,
  Dns,
  DriveFileMove,
  Email,
  Euro,
  Flag,
  Forum,
  Functions,
  History,
  HourglassEmpty,
  Insights,
  Lock,
  LockOpen,
  LockReset,
  MarkEmailRead,
  Payments,
  People,
  Person,
  PlayArrow,
  Psychology,
  PushPin,
  QueryStats,
  Reply,
  Settings,
  SmartToy,
  SupportAgent,
  SwapVert,
  TaskAlt,
  TextSnippet,
  Timer,
};

export const iconFor = (name: string): SvgIconComponent => ICONS[name] ?? ViewModule;
