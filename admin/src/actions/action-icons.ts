/**
 * The icons only action buttons name (LockReset, Backup, SwapVert…): they come with the lists
 * and forms that show those buttons, not with the first load's menu (bench:admin, issue 39).
 * icons.ts maps every other name; together they cover the registry's ICON_NAMES (checked by the compiler there).
 */
export { default as AddCard } from '@mui/icons-material/AddCard';
export { default as Backup } from '@mui/icons-material/Backup';
export { default as ContentCopy } from '@mui/icons-material/ContentCopy';
export { default as Download } from '@mui/icons-material/Download';
export { default as DriveFileMove } from '@mui/icons-material/DriveFileMove';
export { default as LockOpen } from '@mui/icons-material/LockOpen';
export { default as LockReset } from '@mui/icons-material/LockReset';
export { default as MarkEmailRead } from '@mui/icons-material/MarkEmailRead';
export { default as MoreTime } from '@mui/icons-material/MoreTime';
export { default as Pause } from '@mui/icons-material/Pause';
export { default as PushPin } from '@mui/icons-material/PushPin';
export { default as RestartAlt } from '@mui/icons-material/RestartAlt';
export { default as SettingsBackupRestore } from '@mui/icons-material/SettingsBackupRestore';
export { default as SwapVert } from '@mui/icons-material/SwapVert';
export { default as Tune } from '@mui/icons-material/Tune';
export { default as Undo } from '@mui/icons-material/Undo';
export { default as VisibilityOff } from '@mui/icons-material/VisibilityOff';
