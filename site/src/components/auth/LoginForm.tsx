/**
 * The login form: POST /api/auth/login, then the session is stored and the visitor goes
 * to the page they asked for (if it is ours) or to their role's area.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { firstError, validateValues } from '@hexagone/schemas';
import { postJson } from '../../lib/api';
import { loginForm } from '../../lib/login-form';
import { clearSession, readSession, saveSession, type Session } from '../../lib/session';
import { destinationAfterLogin } from '../../lib/redirect';
import { loginPage as t } from '../../data/auth';
import { Alert } from '../forms/Alert';
import { Spinner } from '../forms/Spinner';
import { TextField } from '../forms/TextField';
import './LoginForm.css';

const ERROR_ID = 'login-error';

const redirectParam = () => new URLSearchParams(location.search).get('redirect');

export default function LoginForm() {
  const [values, setValues] = useState({ email: '', password: '' });
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [existing, setExisting] = useState<Session | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setExisting(readSession());
    // Keep what a quick visitor (or the browser's autofill) typed before the form came alive.
    const form = formRef.current;
    if (!form) return;
    const typed = new FormData(form);
    setValues((current) => ({
      email: String(typed.get('email') ?? '') || current.email,
      password: String(typed.get('password') ?? '') || current.password,
    }));
  }, []);

  const onValueChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError(null);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (submitting) return;
    const credentials = { email: values.email.trim(), password: values.password };
    const errors = validateValues(loginForm, credentials);
    const message = firstError(loginForm, errors);
    if (message) return setError({ field: loginForm.fields.find((f) => errors[f.name])?.name, message });
    setError(null);
    setSubmitting(true);
    try {
      const session = await postJson<Partial<Session>>('/auth/login', credentials, t.failed);
      if (!session.token || !session.user) throw new Error(t.failed);
      saveSession({ token: session.token, user: session.user });
      location.assign(destinationAfterLogin(session.user, redirectParam()));
    } catch (failure) {
      // A TypeError is the browser's own wording of a network failure: say it in French.
      setError({ message: failure instanceof TypeError ? t.unreachable : failure instanceof Error ? failure.message : t.failed });
      setSubmitting(false);
    }
  };

  if (existing) {
    const name = existing.user.name ?? existing.user.email ?? '';
    return (
      <div className="login-existing">
        <p>{t.alreadySignedIn(name)}</p>
        <div className="login-actions">
          <a className="btn btn-primary" href={destinationAfterLogin(existing.user, redirectParam())}>
            {t.continueTo}
          </a>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              clearSession();
              setExisting(null);
            }}
          >
            {t.signOut}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={submitting}>
      <TextField
        name="email"
        label={t.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={values.email}
        onValueChange={onValueChange}
        invalid={error?.field === 'email'}
        errorId={ERROR_ID}
        disabled={submitting}
      />
      <TextField
        name="password"
        label={t.password}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValueChange={onValueChange}
        invalid={error?.field === 'password'}
        errorId={ERROR_ID}
        disabled={submitting}
      />
      {error && <Alert id={ERROR_ID}>{error.message}</Alert>}
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {submitting && <Spinner />}
        {submitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
