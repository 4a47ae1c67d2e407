/**
 * The 'Tester' action of a prompt template: asks a value for each variable, then shows the
 * prompts as the model would receive them and what the call would cost. The server renders
 * and estimates with the same shared module (no model provider is called) and counts the
 * test as a use of the template.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import {
  actionRoute,
  AI_PROVIDERS,
  CHARS_PER_TOKEN,
  findAction,
  messages,
  missingVariables,
  templateVariables,
  type TemplateTest,
  type TemplateVariable,
} from '@hexagone/schemas';
import type { HexagoneDataProvider } from '../providers/dataProvider';
import type { CustomActionProps } from './custom-actions';
import { errorText } from './error-text';

type TestAnswer = TemplateTest & { model: { model_id: string; name: string; provider: string } };

const LOCALE = 'fr-FR';
const tokens = new Intl.NumberFormat(LOCALE);
/** Costs of a single call are fractions of a cent: 4 decimals, as the usage rows. */
const euros = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR', minimumFractionDigits: 4, maximumFractionDigits: 4 });

const providerLabel = (value: string) => AI_PROVIDERS.find((provider) => provider.value === value)?.label ?? value;

const fieldErrorsOf = (error: unknown): Record<string, string> => {
  const errors: unknown = error instanceof HttpError ? error.body?.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
};

function PromptBlock({ title, text }: { title: string; text: string }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontFamily: 'monospace',
          fontSize: 13,
        }}
      >
        {text || '—'}
      </Box>
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
}

function Estimate({ answer }: { answer: TestAnswer }) {
  return (
    <Box component="section" aria-label="Estimation">
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Estimation
      </Typography>
      <Stack spacing={0.5}>
        <Figure label="Modèle" value={`${answer.model.name} (${providerLabel(answer.model.provider)})`} />
        <Figure label="Jetons en entrée (estimés)" value={tokens.format(answer.input_tokens)} />
        <Figure label="Jetons en sortie (au plus)" value={tokens.format(answer.estimated_output_tokens)} />
        <Figure label="Coût de l'entrée" value={euros.format(answer.input_cost)} />
        <Figure label="Coût de la sortie" value={euros.format(answer.output_cost)} />
        <Divider />
        <Figure label="Coût estimé" value={euros.format(answer.estimated_cost)} />
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        Un jeton compte environ {CHARS_PER_TOKEN} caractères ; la sortie est comptée à son maximum (jetons maximum du modèle de prompt), aux prix du
        modèle.
      </Typography>
    </Box>
  );
}

function VariableInput({
  variable,
  value,
  error,
  onChange,
}: {
  variable: TemplateVariable;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={variable.required ? `${variable.label} *` : variable.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={variable.placeholder}
      type={variable.type === 'number' ? 'number' : 'text'}
      multiline={variable.type === 'textarea'}
      minRows={variable.type === 'textarea' ? 3 : undefined}
      error={Boolean(error)}
      helperText={error ?? `{{${variable.name}}}`}
      fullWidth
    />
  );
}

export function TemplateTestDialog({ resource, record, open, onClose }: CustomActionProps) {
  const dataProvider = useDataProvider<HexagoneDataProvider>();
  const notify = useNotify();
  const variables = record
    ? templateVariables({
        system_prompt: record.system_prompt,
        user_prompt_template: record.user_prompt_template,
        variables: record.variables,
      })
    : [];
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<TestAnswer>();
  const [running, setRunning] = useState(false);
  const answerRef = useRef<HTMLDivElement>(null);

  // Each opening starts a new test; the values typed last time stay, the old answer goes.
  useEffect(() => {
    if (open) {
      setAnswer(undefined);
      setErrors({});
    }
  }, [open]);

  // The answer appears under the questions: bring it into view.
  useEffect(() => {
    if (answer) answerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [answer]);

  if (!record) return null;
  const titleId = `template-test-${record.id}-title`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A submit must not reach a form the list is part of (React events cross the dialog's portal).
    event.stopPropagation();
    const missing = missingVariables(variables, values);
    setErrors(Object.fromEntries(missing.map((variable) => [variable.name, messages.required(variable.label)])));
    if (missing.length) return;
    setRunning(true);
    try {
      const result = await dataProvider.action(resource.route, { route: actionRoute(resource, findAction(resource, 'test')!), id: record.id, data: { values } });
      setAnswer(result as unknown as TestAnswer);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify(errorText(error), { type: 'error' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>Tester le template « {String(record.name ?? '')} »</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Les prompts sont rendus avec vos valeurs et le coût est estimé sans appeler le modèle.
            </Typography>
            {variables.length === 0 && <Alert severity="info">Ce template n'a pas de variable.</Alert>}
            {variables.map((variable) => (
              <VariableInput
                key={variable.name}
                variable={variable}
                value={values[variable.name] ?? ''}
                error={errors[variable.name]}
                onChange={(value) => setValues((current) => ({ ...current, [variable.name]: value }))}
              />
            ))}
            {answer && (
              <Stack spacing={2} aria-live="polite" ref={answerRef}>
                <Divider />
                <PromptBlock title="Prompt système" text={answer.system_prompt} />
                <PromptBlock title="Prompt utilisateur" text={answer.user_prompt} />
                <Estimate answer={answer} />
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Fermer</Button>
          <Button type="submit" variant="contained" disabled={running} startIcon={running ? <CircularProgress size={16} /> : undefined}>
            Tester
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
