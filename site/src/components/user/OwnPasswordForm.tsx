/**
 * « Mot de passe » of /user/account: current, new and confirmation; the policy's rules ticked as
 * one types (lib/own-account.ts, the server's engine), then the API checks the current password
 * (a wrong one counts like a failed sign-in) and the policy again. The other sessions end on
 * success: the list below is told to reload.
 */
import { useState, type FormEvent } from 'react';
import { OWN_ACCOUNT_PATHS, passwordChangeErrors, passwordRules, readSession, type OwnAccount } from '@hexagone/schemas';
import { API_BASE, errorMessage } from '../../lib/api';
import { passwordTexts as t } from '../../data/user-account';
import { Alert } from '../forms/Alert';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';

const EMPTY = { current: '', next: '', confirm: '' };
/** The form's fields by the names the API answers its errors under. */
const FIELDS = [
  { key: 'current', name: 'current_password', label: t.current, isNew: false },
  { key: 'next', name: 'new_password', label: t.next, isNew: true },
  { key: 'confirm', name: 'confirm', label: t.confirm, isNew: true },
] as const;

export default function OwnPasswordForm({ account, onChanged }: { account: OwnAccount; onChanged: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'success' | 'danger'; text: string }>();
  const [submitting, setSubmitting] = useState(false);
  const rules = passwordRules(account.password_policy, values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(undefined);
    const found = passwordChangeErrors(account.password_policy, values);
    setErrors(found);
    if (Object.keys(found).length) return setStatus({ kind: 'danger', text: t.invalid });
    const session = readSession();
    if (!session) return;
    setSubmitting(true);
    try {
      const response = await fetch(`${API_BASE}${OWN_ACCOUNT_PATHS.password}`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
        body: JSON.stringify({ current_password: values.current, new_password: values.next }),
      });
      if (!response.ok) {
        const body = (await response.clone().json().catch(() => ({}))) as { errors?: Record<string, string> };
        setErrors(body.errors ?? {});
        return setStatus({ kind: 'danger', text: await errorMessage(response, t.failed) });
      }
      setValues(EMPTY);
      setErrors({});
      setStatus({ kind: 'success', text: ((await response.json()) as { message: string }).message });
      onChanged();
    } catch {
      setStatus({ kind: 'danger', text: t.failed });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="card own-account-card" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="own-password-title">
      <h2 id="own-password-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      {FIELDS.map((field) => (
        <div key={field.key}>
          <PasswordField
            id={`own-${field.name}`}
            name={field.name}
            label={field.label}
            value={values[field.key]}
            isNew={field.isNew}
            maxLength={128}
            invalid={Boolean(errors[field.name])}
            errorId={`own-${field.name}-error`}
            onValueChange={(_, value) => setValues({ ...values, [field.key]: value })}
          />
          {errors[field.name] && (
            <p id={`own-${field.name}-error`} className="field-error">
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <ul id="own-password-rules" className="password-rules" aria-label={t.rulesLabel}>
        {rules.map((rule) => (
          <li key={rule.label} data-met={rule.met}>
            <span aria-hidden="true">{rule.met ? '✓' : '○'}</span> {rule.label}
            <span className="sr-only"> : {rule.met ? t.met : t.unmet}</span>
          </li>
        ))}
      </ul>
      <p className="muted own-note">{t.breachedNote}</p>
      {status && <Alert variant={status.kind}>{status.text}</Alert>}
      <SubmitButton submitting={submitting} label={t.submit} busyLabel={t.submitting} />
    </form>
  );
}
