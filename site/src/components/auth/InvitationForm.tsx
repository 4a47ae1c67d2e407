/**
 * The invitation page's form: the link's invitation is read first (GET /api/team/invitation),
 * so an expired, used or revoked link says so at once; then the invitee chooses a name and a
 * password (POST /api/team/invitation/accept) and signs in at /login, where an administrator
 * enrols the second factor before any session opens.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { API_BASE, errorMessage, postJson } from '../../lib/api';
import { invitationPage as t } from '../../data/invitation';
import { Alert } from '../forms/Alert';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { TextField } from '../forms/TextField';
import './LoginForm.css';

const ERROR_ID = 'invitation-error';

interface Invitation {
  email: string;
  role_label: string;
  expires_at: string;
  mfa_required: boolean;
  /** The security settings' password rules, in one sentence. */
  password_hint: string;
}

type State =
  | { step: 'loading' }
  | { step: 'refused'; message: string }
  | { step: 'form'; token: string; invitation: Invitation }
  | { step: 'done'; email: string; mfa: boolean };

const frenchDate = (iso: string) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

export default function InvitationForm() {
  const [state, setState] = useState<State>({ step: 'loading' });
  const [values, setValues] = useState({ name: '', password: '', confirmPassword: '' });
  const [error, setError] = useState<{ message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token') ?? '';
    if (!token) return setState({ step: 'refused', message: t.noToken });
    fetch(`${API_BASE}/team/invitation?token=${encodeURIComponent(token)}`, { headers: { Accept: 'application/json' } })
      .then(async (response) =>
        response.ok
          ? setState({ step: 'form', token, invitation: (await response.json()) as Invitation })
          : setState({ step: 'refused', message: await errorMessage(response, t.noToken) }),
      )
      .catch(() => setState({ step: 'refused', message: t.unreachable }));
  }, []);

  if (state.step === 'loading') return <p role="status">{t.loading}</p>;
  if (state.step === 'refused') return <Alert id={ERROR_ID}>{state.message}</Alert>;
  if (state.step === 'done') {
    return (
      <div className="login-existing" role="status">
        <p>
          <strong>{t.doneTitle}</strong>
        </p>
        {state.mfa && <p>{t.doneMfa}</p>}
        <div className="login-actions">
          <a className="btn btn-primary" href={`/login?redirect=${encodeURIComponent('/webmaster')}`}>
            {t.signIn}
          </a>
        </div>
      </div>
    );
  }

  const { token, invitation } = state;
  const onValueChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError(null);
  };
  const field = { onValueChange, errorId: ERROR_ID, disabled: submitting };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const answer = await postJson<{ mfa_required: boolean }>('/team/invitation/accept', { token, ...values, name: values.name.trim() }, t.failed);
      setState({ step: 'done', email: invitation.email, mfa: answer.mfa_required });
    } catch (failure) {
      const message = failure instanceof TypeError ? t.unreachable : failure instanceof Error ? failure.message : t.failed;
      setError({ message });
      setSubmitting(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} aria-busy={submitting}>
      <p>{t.invitedAs(invitation.email, invitation.role_label)}</p>
      <p className="login-mfa-hint">{t.expiresOn(frenchDate(invitation.expires_at))}</p>
      {invitation.mfa_required && <p className="login-mfa-why">{t.mfaNotice}</p>}
      <input type="email" name="email" autoComplete="username" value={invitation.email} readOnly hidden />
      <TextField name="name" label={t.name} autoComplete="name" required value={values.name} {...field} />
      <PasswordField name="password" label={t.password} isNew required value={values.password} {...field} />
      <p id="invitation-password-hint" className="login-mfa-hint">
        {invitation.password_hint}
      </p>
      <PasswordField name="confirmPassword" label={t.confirmPassword} isNew required value={values.confirmPassword} {...field} />
      {error && <Alert id={ERROR_ID}>{error.message}</Alert>}
      <SubmitButton submitting={submitting} label={t.submit} busyLabel={t.submitting} />
    </form>
  );
}
