/**
 * A switch written from the list (webhook active, alert enabled): it sends the new value
 * through the API and the row takes the server's answer; a refusal shows its message and
 * the switch stays as the server has it.
 */
import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';
import type { FieldDef } from '@hexagone/schemas';

export function ToggleValue({ field }: { field: FieldDef }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const title = String(record.name ?? record.title ?? record.id);
  return (
    <Switch
      checked={Boolean(record[field.name])}
      disabled={isPending}
      // The row opens the record; the switch only switches.
      onClick={(event) => event.stopPropagation()}
      onChange={(_, checked) =>
        update(
          resource,
          { id: record.id, data: { [field.name]: checked }, previousData: record },
          { mutationMode: 'pessimistic', onError: (error) => notify((error as Error).message, { type: 'error' }) },
        )
      }
      slotProps={{ input: { 'aria-label': `${field.label} : ${title}` } }}
    />
  );
}
