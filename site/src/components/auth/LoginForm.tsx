/**
 * The login form: POST /api/auth/login, then the session is stored and the visitor goes
 * to the page they asked for (if it is ours) or to their role's area. An administrator
 * gets no session from the password alone: a second step asks for the code of their
 * authenticator app (POST /api/auth/mfa), after setting the app up if they have none yet.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { typedText, useTypedBeforeHydration } from '../forms/useTypedBeforeHydration';
import { firstError, readSession, saveSession, signOut, validateValues, type Session } from '@hexagone/schemas';
import { postJson } from '../../lib/api';
import {
  groupSecret,
  loginForm,
  loginStep,
  MFA_CODE_LENGTH,
  MFA_CODE_PATTERN,
  mfaCodeError,
  mfaFailureRestartsLogin,
  normalizeMfaCode,
  type LoginStep,
} from '../../lib/login-form';
import { destinationAfterLogin } from '../../lib/redirect';
import { loginPage as t, mfaStep as m, passwordRenewStep as r } from '../../data/auth';
import { Alert } from '../forms/Alert';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { TextField } from '../forms/TextField';
import './LoginForm.css';

const ERROR_ID = 'login-error';
const CODE_ID = 'field-code';
const CODE_INTRO_ID = 'login-code-intro';
const CODE_HINT_ID = 'login-code-hint';
const PASSWORD_ID = 'field-password';

type CodeStep = Extract<LoginStep, { step: 'mfa' | 'mfaSetup' }>;
type RenewStep = Extract<LoginStep, { step: 'passwordExpired' }>;
type LoginError = { field?: string; message: string };

const redirectParam = () => new URLSearchParams(location.search).get('redirect');

const signIn = (session: Session) => {
  saveSession(session);
  location.assign(destinationAfterLogin(session.user, redirectParam()));
};

// A TypeError is the browser's own wording of a network failure: say it in French.
const failureMessage = (failure: unknown, fallback: string) =>
  failure instanceof TypeError ? t.unreachable : failure instanceof Error ? failure.message : fallback;

export default function LoginForm() {
  const [values, setValues] = useState({ email: '', password: '' });
  const [error, setError] = useState<LoginError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [existing, setExisting] = useState<Session | null>(null);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [renewStep, setRenewStep] = useState<RenewStep | null>(null);
  const [code, setCode] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const backToPassword = useRef(false);
  useTypedBeforeHydration(formRef, (typed) =>
    setValues({ email: typedText(typed, 'email') ?? '', password: typedText(typed, 'password') ?? '' }),
  );

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

  useEffect(() => {
    // Back from the code step the password is to be typed again: that is where the visitor goes on.
    if (codeStep || !backToPassword.current) return;
    backToPassword.current = false;
    document.getElementById(PASSWORD_ID)?.focus();
  }, [codeStep]);

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
      const next = loginStep(await postJson<unknown>('/auth/login', credentials, t.failed));
      if (next.step === 'unreadable') throw new Error(t.failed);
      if (next.step === 'signedIn') return signIn(next.session);
      if (next.step === 'passwordExpired') {
        setRenewStep(next);
        setSubmitting(false);
        return;
      }
      setCode('');
      setCodeStep(next);
      setSubmitting(false);
    } catch (failure) {
      setError({ message: failureMessage(failure, t.failed) });
      setSubmitting(false);
    }
  };

  const restart = (message?: string) => {
    backToPassword.current = true;
    setCodeStep(null);
    setRenewStep(null);
    setCode('');
    setValues((current) => ({ ...current, password: '' }));
    setError(message ? { message } : null);
  };

  const submitCode = async (event: SubmitEvent) => {
    event.preventDefault();
    if (submitting || !codeStep) return;
    const typed = normalizeMfaCode(code);
    const invalid = mfaCodeError(typed);
    if (invalid) return setError({ field: 'code', message: invalid });
    setError(null);
    setSubmitting(true);
    try {
      const next = loginStep(
        await postJson<unknown>('/auth/mfa', { mfaToken: codeStep.mfaToken, code: typed }, m.failed),
      );
      if (next.step !== 'signedIn') throw new Error(m.failed);
      return signIn(next.session);
    } catch (failure) {
      const message = failureMessage(failure, m.failed);
      setSubmitting(false);
      if (mfaFailureRestartsLogin(message)) return restart(message);
      // A refused code is spent: the next try starts from an empty field. A lost connection keeps it.
      if (!(failure instanceof TypeError)) setCode('');
      setError({ field: 'code', message });
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
              void signOut();
              setExisting(null);
            }}
          >
            {t.signOut}
          </button>
        </div>
      </div>
    );
  }

  if (renewStep) {
    return (
      <RenewStepForm
        step={renewStep}
        onRenewed={(next) => {
          setRenewStep(null);
          if (next.step === 'signedIn') return signIn(next.session);
          if (next.step === 'mfa' || next.step === 'mfaSetup') {
            setCode('');
            setCodeStep(next);
          }
        }}
        onBack={() => restart()}
      />
    );
  }

  if (codeStep) {
    return (
      <CodeStepForm
        step={codeStep}
        code={code}
        onCodeChange={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
        submitting={submitting}
        onSubmit={submitCode}
        onBack={() => restart()}
      />
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
      <PasswordField
        name="password"
        id={PASSWORD_ID}
        label={t.password}
        value={values.password}
        onValueChange={onValueChange}
        invalid={error?.field === 'password'}
        errorId={ERROR_ID}
        disabled={submitting}
      />
      {error && <Alert id={ERROR_ID}>{error.message}</Alert>}
      <SubmitButton submitting={submitting} label={t.submit} busyLabel={t.submitting} />
    </form>
  );
}

const RENEW_ERROR_ID = 'renew-error';

/** An expired password replaced by a new one (the password policy is the server's), then the login goes on. */
function RenewStepForm({ step, onRenewed, onBack }: { step: RenewStep; onRenewed: (next: LoginStep) => void; onBack: () => void }) {
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [error, setError] = useState<LoginError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onValueChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError(null);
  };
  const field = { onValueChange, errorId: RENEW_ERROR_ID, disabled: submitting };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!values.password) return setError({ field: 'password', message: r.required });
    if (values.password !== values.confirm) return setError({ field: 'confirm', message: r.mismatch });
    setSubmitting(true);
    try {
      const next = loginStep(await postJson<unknown>('/auth/password/renew', { passwordToken: step.passwordToken, password: values.password }, r.failed));
      if (next.step === 'unreadable' || next.step === 'passwordExpired') throw new Error(r.failed);
      onRenewed(next);
    } catch (failure) {
      setError({ field: 'password', message: failureMessage(failure, r.failed) });
      setSubmitting(false);
    }
  };

  return (
    <form className="form login-mfa" onSubmit={submit} noValidate aria-busy={submitting}>
      <h2 className="login-mfa-title">{r.title}</h2>
      <p className="login-mfa-text">{step.message ?? r.intro}</p>
      <PasswordField name="password" label={r.password} isNew value={values.password} invalid={error?.field === 'password'} {...field} />
      <PasswordField name="confirm" label={r.confirm} isNew value={values.confirm} invalid={error?.field === 'confirm'} {...field} />
      {error && <Alert id={RENEW_ERROR_ID}>{error.message}</Alert>}
      <SubmitButton submitting={submitting} label={r.submit} busyLabel={r.submitting} />
      <button type="button" className="link-button login-mfa-back" onClick={onBack} disabled={submitting}>
        {r.back}
      </button>
    </form>
  );
}

interface CodeStepFormProps {
  step: CodeStep;
  code: string;
  onCodeChange: (code: string) => void;
  error: LoginError | null;
  submitting: boolean;
  onSubmit: (event: SubmitEvent) => void;
  onBack: () => void;
}

/** The second step: the authenticator's code, after setting the app up when the account has none. */
function CodeStepForm({ step, code, onCodeChange, error, submitting, onSubmit, onBack }: CodeStepFormProps) {
  const codeRef = useRef<HTMLInputElement>(null);
  const invalid = error?.field === 'code';

  useEffect(() => {
    // The field is disabled while a code is checked, which drops the focus: bring it back for the next try.
    if (!submitting) codeRef.current?.focus();
  }, [submitting]);

  return (
    <form className="form login-mfa" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <h2 className="login-mfa-title">{m.title}</h2>
      {step.step === 'mfaSetup' ? (
        <>
          <p id={CODE_INTRO_ID} className="login-mfa-why">
            {m.setupWhy}
          </p>
          <p className="login-mfa-text">{m.setupScan}</p>
          {step.qrCode && <img className="login-mfa-qr" src={step.qrCode} alt={m.qrAlt} width={200} height={200} />}
          {step.otpauthUrl && (
            <a className="login-mfa-app-link" href={step.otpauthUrl}>
              {m.openInApp}
            </a>
          )}
          <ManualSecret secret={step.secret} />
          <p className="login-mfa-text">{m.setupConfirm}</p>
        </>
      ) : (
        <p id={CODE_INTRO_ID} className="login-mfa-text">
          {m.intro}
        </p>
      )}
      <div className="field">
        <label htmlFor={CODE_ID}>{m.code}</label>
        <input
          ref={codeRef}
          id={CODE_ID}
          name="code"
          className="input login-mfa-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={MFA_CODE_PATTERN}
          maxLength={MFA_CODE_LENGTH}
          required
          autoFocus
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={[CODE_INTRO_ID, CODE_HINT_ID, invalid ? ERROR_ID : ''].filter(Boolean).join(' ')}
          disabled={submitting}
        />
        <p id={CODE_HINT_ID} className="login-mfa-hint">
          {m.codeHint}
        </p>
      </div>
      {error && <Alert id={ERROR_ID}>{error.message}</Alert>}
      <SubmitButton submitting={submitting} label={step.step === 'mfaSetup' ? m.activate : m.verify} busyLabel={m.verifying} />
      <button type="button" className="link-button login-mfa-back" onClick={onBack} disabled={submitting}>
        {m.back}
      </button>
    </form>
  );
}

/** The secret for an app that cannot scan: readable in groups, copied whole. */
function ManualSecret({ secret }: { secret: string }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const secretRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 2500);
    return () => clearTimeout(timer);
  }, [copy]);

  const copySecret = async () => {
    try {
      // Undefined outside a secure context (http on a LAN address): the catch takes over.
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      const node = secretRef.current;
      const selection = getSelection();
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setCopy('failed');
    }
  };

  return (
    <div className="login-mfa-secret">
      <p className="login-mfa-text">{m.secretLabel}</p>
      <code ref={secretRef} className="login-mfa-secret-value" translate="no">
        {groupSecret(secret)}
      </code>
      <div className="login-mfa-copy">
        <button type="button" className="btn btn-secondary btn-sm" onClick={copySecret}>
          {m.copySecret}
        </button>
        <p className={copy === 'failed' ? 'login-mfa-copy-status is-failed' : 'login-mfa-copy-status'} role="status">
          {copy === 'copied' && (
            <>
              <span aria-hidden="true">✓ </span>
              {m.copied}
            </>
          )}
          {copy === 'failed' && m.copyFailed}
        </p>
      </div>
    </div>
  );
}
