/**
 * The questions of an action (a rejection's reason): a form of registry fields validated
 * by the shared engine, so a required answer left empty shows its message and runs nothing.
 */
import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { defaultValues, validateValues, type ActionDef, type Values } from '@hexagone/schemas';
import { FormFields } from '../fields/FormFields';
import { toneColor } from './tone';

interface AskDialogProps {
  action: ActionDef & { ask: NonNullable<ActionDef['ask']> };
  /** The row's record, from which `ask.defaults` starts the answers. */
  record?: Values;
  open: boolean;
  onCancel: () => void;
  onAnswer: (values: Values) => void;
  /** The API's refusal of the answers (a refund above the amount), shown under their fields; the answers stay. */
  errors?: Record<string, string>;
  /** While the call runs: the dialog stays, its submit waits. */
  running?: boolean;
}

/** Puts the server's messages under the fields of the form it is in. */
function ServerErrors({ errors }: { errors?: Record<string, string> }) {
  const { setError } = useFormContext();
  useEffect(() => {
    for (const [name, message] of Object.entries(errors ?? {})) setError(name, { type: 'server', message });
  }, [errors, setError]);
  return null;
}

export function AskDialog({ action, record, open, onCancel, onAnswer, errors, running = false }: AskDialogProps) {
  const { ask } = action;
  const schema = { name: action.name, fields: ask.fields };
  const titleId = `ask-${action.name}-title`;
  const answer = (values: Values) =>
    onAnswer(Object.fromEntries(ask.fields.filter((field) => field.name in values).map((field) => [field.name, values[field.name]])));

  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {/* A submit must not reach a form the list is part of (React events cross the dialog's portal). */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <Form
          // A blank record: the row's values must not prefill the answers.
          record={{}}
          defaultValues={{ ...defaultValues(schema), ...ask.defaults?.(record ?? {}) }}
          validate={(values) => validateValues(schema, values, { mode: 'create' })}
          onSubmit={answer}
          noValidate
          disableInvalidFormNotification
        >
          <DialogTitle id={titleId}>{ask.title}</DialogTitle>
          <DialogContent>
            <ServerErrors errors={errors} />
            <FormFields fields={ask.fields} mode="create" />
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Annuler</Button>
            <Button type="submit" variant="contained" color={toneColor(action.tone)} disabled={running}>
              {ask.submitLabel ?? 'Valider'}
            </Button>
          </DialogActions>
        </Form>
      </div>
    </Dialog>
  );
}
