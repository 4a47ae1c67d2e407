/**
 * The Material icons declarations may name (ICON_NAMES of the registry), each imported by
 * its own path so the bundle holds only these. The record's type makes the compiler refuse a
 * name missing here; a test checks that Material has every listed icon.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import type { IconName } from '@hexagone/schemas';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Analytics from '@mui/icons-material/Analytics';
import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import Block from '@mui/icons-material/Block';
import Build from '@mui/icons-material/Build';
import Cancel from '@mui/icons-material/Cancel';
import Category from '@mui/icons-material/Category';
import Chat from '@mui/icons-material/Chat';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CleaningServices from '@mui/icons-material/CleaningServices';
import Comment from '@mui/icons-material/Comment';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import ContactMail from '@mui/icons-material/ContactMail';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Dashboard from '@mui/icons-material/Dashboard';
import DataUsage from '@mui/icons-material/DataUsage';
import Dns from '@mui/icons-material/Dns';
import Download from '@mui/icons-material/Download';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import Email from '@mui/icons-material/Email';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Euro from '@mui/icons-material/Euro';
import Flag from '@mui/icons-material/Flag';
import Forum from '@mui/icons-material/Forum';
import Functions from '@mui/icons-material/Functions';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Insights from '@mui/icons-material/Insights';
import Key from '@mui/icons-material/Key';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import LockReset from '@mui/icons-material/LockReset';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import MenuBook from '@mui/icons-material/MenuBook';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Psychology from '@mui/icons-material/Psychology';
import PushPin from '@mui/icons-material/PushPin';
import QueryStats from '@mui/icons-material/QueryStats';
import Receipt from '@mui/icons-material/Receipt';
import Undo from '@mui/icons-material/Undo';
import Send from '@mui/icons-material/Send';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Pause from '@mui/icons-material/Pause';
import Paid from '@mui/icons-material/Paid';
import MoreTime from '@mui/icons-material/MoreTime';
import AddCard from '@mui/icons-material/AddCard';
import Reply from '@mui/icons-material/Reply';
import Settings from '@mui/icons-material/Settings';
import SmartToy from '@mui/icons-material/SmartToy';
import Storage from '@mui/icons-material/Storage';
import Subscriptions from '@mui/icons-material/Subscriptions';
import SupportAgent from '@mui/icons-material/SupportAgent';
import SwapVert from '@mui/icons-material/SwapVert';
import TaskAlt from '@mui/icons-material/TaskAlt';
import TextSnippet from '@mui/icons-material/TextSnippet';
import Timer from '@mui/icons-material/Timer';
import ViewModule from '@mui/icons-material/ViewModule';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Backup from '@mui/icons-material/Backup';
import Memory from '@mui/icons-material/Memory';
import RestartAlt from '@mui/icons-material/RestartAlt';
import SettingsBackupRestore from '@mui/icons-material/SettingsBackupRestore';
import Stop from '@mui/icons-material/Stop';
import Tune from '@mui/icons-material/Tune';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

const ICONS: Readonly<Record<IconName, SvgIconComponent>> = {
  AdminPanelSettings,
  Analytics,
  Article,
  Assessment,
  Block,
  Build,
  Cancel,
  Category,
  Chat,
  CheckCircle,
  CleaningServices,
  Comment,
  ConfirmationNumber,
  ContactMail,
  ContentCopy,
  Dashboard,
  DataUsage,
  Dns,
  Download,
  DriveFileMove,
  Email,
  ErrorOutline,
  Euro,
  Flag,
  Forum,
  Functions,
  Groups,
  History,
  HourglassEmpty,
  Insights,
  Key,
  Lock,
  LockOpen,
  LockReset,
  MarkEmailRead,
  MenuBook,
  MonitorHeart,
  Payments,
  People,
  Person,
  PlayArrow,
  Psychology,
  PushPin,
  QueryStats,
  Receipt,
  Undo,
  Send,
  ReceiptLong,
  Pause,
  Paid,
  MoreTime,
  AddCard,
  Reply,
  Settings,
  SmartToy,
  Storage,
  Subscriptions,
  SupportAgent,
  SwapVert,
  TaskAlt,
  TextSnippet,
  Timer,
  ViewModule,
  WorkspacePremium,
  Backup,
  Memory,
  RestartAlt,
  SettingsBackupRestore,
  Stop,
  Tune,
  VisibilityOff,
};

export const iconFor = (name: IconName): SvgIconComponent => ICONS[name];
