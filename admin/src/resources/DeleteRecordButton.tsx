/**
 * Supprimer, with react-admin's confirmation: a row's icon or a form's button. The deletion
 * is pessimistic (the record goes only once the server agreed; a refusal shows its own message)
 * and the dialog loads when first opened (OnDemandConfirm).
 */
import { Button, IconButton } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useDeleteWithConfirmController, useRecordContext, type RedirectionSideEffect } from 'react-admin';
import { OnDemandConfirm } from '../actions/OnDemandConfirm';

export function DeleteRecordButton({ kind, redirect = false }: { kind: 'icon' | 'button'; redirect?: RedirectionSideEffect }) {
  const record = useRecordContext();
  const { open, isPending, handleDialogOpen, handleDialogClose, handleDelete } = useDeleteWithConfirmController({
    record,
    mutationMode: 'pessimistic',
    redirect,
  });
  return (
    <>
      {kind === 'icon' ? (
        <span data-tooltip="Supprimer">
          <IconButton aria-label="Supprimer" size="small" color="error" onClick={handleDialogOpen} disabled={isPending}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </span>
      ) : (
        <Button color="error" startIcon={<Delete />} onClick={handleDialogOpen} disabled={isPending}>
          Supprimer
        </Button>
      )}
      <OnDemandConfirm
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
