/**
 * The row actions of a list (spec 2 §2.1): the resource's own actions that apply to this
 * record (approve only when pending), then view, edit, delete — icons, so a row stays one line.
 */
import type { ReactNode } from 'react';
import { IconButton, Stack } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  LinkBase,
  useCreatePath,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { actionApplies, actionsOf, deleteOffered, type ResourceDef } from '@hexagone/schemas';
import { ActionButton } from '../actions/ActionButton';
import { DeleteRecordButton } from './DeleteRecordButton';
import { readUserId } from '../providers/session';

function LinkAction({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <IconButton component={LinkBase} to={to} aria-label={label} data-tooltip={label} size="small" color="primary">
      {icon}
    </IconButton>
  );
}

export function RowActions({ resource }: { resource: ResourceDef }) {
  const record = useRecordContext();
  const route = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !route) return null;
  const pathTo = (type: 'show' | 'edit') => createPath({ resource: route, id: record.id, type });
  const shown = resource.list.rowActions;
  const own = actionsOf(resource, 'row').filter((action) => (!shown || shown.includes(action.name)) && actionApplies(resource, action, record));
  return (
    // The row itself opens the record: clicks here (and in the dialogs) stay here.
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
      {own.map((action) => (
        <ActionButton key={action.name} resource={resource} action={action} record={record} />
      ))}
      <LinkAction to={pathTo('show')} label="Afficher" icon={<VisibilityOutlined fontSize="small" />} />
      {resource.operations.edit && <LinkAction to={pathTo('edit')} label="Modifier" icon={<EditOutlined fontSize="small" />} />}
      {deleteOffered(resource, record, readUserId()) && <DeleteRecordButton kind="icon" />}
    </Stack>
  );
}
