/**
 * The row actions of a list (spec 2 §2.1): the resource's own actions that apply to this
 * record (approve only when pending), then view, edit, delete — icons, so a row stays one line.
 */
import type { ReactNode } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  Confirm,
  LinkBase,
  useCreatePath,
  useDeleteWithConfirmController,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { actionApplies, actionsOf, deleteOffered, type ResourceDef } from '@hexagone/schemas';
import { ActionButton } from '../actions/ActionButton';
import { readUserId } from '../providers/session';

function LinkAction({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton component={LinkBase} to={to} aria-label={label} size="small" color="primary">
        {icon}
      </IconButton>
    </Tooltip>
  );
}

function DeleteAction() {
  const record = useRecordContext();
  // Pessimistic: the row goes only once the server agreed (a refusal shows its own message).
  const { open, isPending, handleDialogOpen, handleDialogClose, handleDelete } = useDeleteWithConfirmController({
    record,
    mutationMode: 'pessimistic',
    redirect: false,
  });
  return (
    <>
      <Tooltip title="Supprimer">
        <IconButton aria-label="Supprimer" size="small" color="error" onClick={handleDialogOpen} disabled={isPending}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="ra.message.delete_title"
        content="ra.message.delete_content"
        confirmColor="warning"
        onConfirm={handleDelete}
        onClose={handleDialogClose}
      />
    </>
  );
}

export function RowActions({ resource }: { resource: ResourceDef }) {
  const record = useRecordContext();
  const route = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !route) return null;
  const pathTo = (type: 'show' | 'edit') => createPath({ resource: route, id: record.id, type });
  const own = actionsOf(resource, 'row').filter((action) => actionApplies(resource, action, record));
  return (
    // The row itself opens the record: clicks here (and in the dialogs) stay here.
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
      {own.map((action) => (
        <ActionButton key={action.name} resource={resource} action={action} record={record} />
      ))}
      <LinkAction to={pathTo('show')} label="Afficher" icon={<VisibilityOutlined fontSize="small" />} />
      {resource.operations.edit && <LinkAction to={pathTo('edit')} label="Modifier" icon={<EditOutlined fontSize="small" />} />}
      {deleteOffered(resource, record, readUserId()) && <DeleteAction />}
    </Stack>
  );
}
