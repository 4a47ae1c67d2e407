/**
 * The Material icons declarations may name (ICON_NAMES of the registry), each imported by
 * its own path so the bundle holds only these. Those only action buttons name are in
 * actions/action-icons.ts, loaded with the lists; the record's type makes the compiler refuse
 * a name missing from both. A test checks that Material has every listed icon.
 */
import { Suspense } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material';
import { ICON_NAMES, type IconName } from '@hexagone/schemas';
import type * as ActionIcons from './actions/action-icons';
import { lazyNamed } from './lazy-screen';
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
import Dashboard from '@mui/icons-material/Dashboard';
import DataUsage from '@mui/icons-material/DataUsage';
import Dns from '@mui/icons-material/Dns';
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
import MenuBook from '@mui/icons-material/MenuBook';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Psychology from '@mui/icons-material/Psychology';
import QueryStats from '@mui/icons-material/QueryStats';
import Receipt from '@mui/icons-material/Receipt';
import Send from '@mui/icons-material/Send';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Paid from '@mui/icons-material/Paid';
import Reply from '@mui/icons-material/Reply';
import Settings from '@mui/icons-material/Settings';
import SmartToy from '@mui/icons-material/SmartToy';
import Storage from '@mui/icons-material/Storage';
import Subscriptions from '@mui/icons-material/Subscriptions';
import SupportAgent from '@mui/icons-material/SupportAgent';
import TaskAlt from '@mui/icons-material/TaskAlt';
import TextSnippet from '@mui/icons-material/TextSnippet';
import Timer from '@mui/icons-material/Timer';
import ViewModule from '@mui/icons-material/ViewModule';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Memory from '@mui/icons-material/Memory';
import Stop from '@mui/icons-material/Stop';

type ActionIconName = keyof typeof ActionIcons;

const ICONS: Readonly<Record<Exclude<IconName, ActionIconName>, SvgIconComponent>> = {
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
  Dashboard,
  DataUsage,
  Dns,
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
  MenuBook,
  MonitorHeart,
  Payments,
  People,
  Person,
  PlayArrow,
  Psychology,
  QueryStats,
  Receipt,
  Send,
  ReceiptLong,
  Paid,
  Reply,
  Settings,
  SmartToy,
  Storage,
  Subscriptions,
  SupportAgent,
  TaskAlt,
  TextSnippet,
  Timer,
  ViewModule,
  WorkspacePremium,
  Memory,
  Stop,
};

const isShellIcon = (name: IconName): name is Exclude<IconName, ActionIconName> => name in ICONS;

/** An action's icon named outside a button (a menu entry, a header) loads with the action icons; it shows once they are here. */
const ACTION_ICON_ON_DEMAND = Object.fromEntries(
  ICON_NAMES.filter((name) => !isShellIcon(name)).map((name) => {
    const Icon = lazyNamed(() => import('./actions/action-icons'), name as ActionIconName);
    const OnDemandIcon = (props: SvgIconProps) => (
      <Suspense fallback={null}>
        <Icon {...props} />
      </Suspense>
    );
    return [name, OnDemandIcon as SvgIconComponent];
  }),
) as Readonly<Record<ActionIconName, SvgIconComponent>>;

export const iconFor = (name: IconName): SvgIconComponent => (isShellIcon(name) ? ICONS[name] : ACTION_ICON_ON_DEMAND[name]);
