/**
 * The first-run setup wizard (spec 1 §4 "Setup wizard"): company, administrator, done.
 * The rules and messages come from the shared registry, which the API applies again.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import {
  SETUP_MESSAGES,
  SETUP_REDIRECT_DELAY_MS,
  firstError,
  setupAdminForm,
  setupCompanyForm,
  validateValues,
  type FieldDef,
  type FormSchema,
} from '@hexagone/schemas';
import { API_BASE, postJson } from '../../lib/api';
import { setupPage as t } from '../../data/setup';
import { Alert } from '../forms/Alert';
import { Spinner } from '../forms/Spinner';
import { TextField } from '../forms/TextField';
import './SetupWizard.css';

type Step = 0 | 1 | 2;

const initialValues = { company: '', name: '', email: '', password: '', confirmPassword: '' };
type Values = typeof initialValues;
type FieldName = keyof Values;

const autocomplete: Record<FieldName, string> = {
  company: 'organization',
  name: 'name',
  email: 'email',
  password: 'new-password',
  confirmPassword: 'new-password',
};

const inputType = (field: FieldDef) => (field.type === 'password' ? 'password' : field.name === 'email' ? 'email' : 'text');

const ERROR_ID = 'setup-error';

/** The first failing rule of a step, in field order, with the field it concerns. */
function checkStep(schema: FormSchema, values: Values): { field: string; message: string } | undefined {
  const errors = validateValues(schema, values);
  const message = firstError(schema, errors);
  if (!message) return undefined;
  return { field: schema.fields.find((f) => errors[f.name])?.name ?? '', message };
}

export default function SetupWizard() {
  const [checking, setChecking] = useState(true);
  const [step, setStep] = useState<Step>(0);
  const [values, setValues] = useState<Values>(initialValues);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Second line behind the server's own redirect: leave once an administrator exists.
  useEffect(() => {
    let active = true;
    (async () => {
      try {
        const response = await fetch(`${API_BASE}/setup/check`, { headers: { Accept: 'application/json' } });
        if (!response.ok) throw new Error('Failed to check setup status');
        const { setupRequired } = (await response.json()) as { setupRequired?: boolean };
        if (setupRequired === false) {
          location.replace('/');
          return;
        }
      } catch (failure) {
        console.error(failure);
      }
      if (active) setChecking(false);
    })();
    return () => {
      active = false;
    };
  }, []);

  // Screen-reader and keyboard users land on the new step's title.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (step !== 2) return;
    const timer = window.setTimeout(() => location.assign('/login'), SETUP_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  const onValueChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError(null);
  };

  const goToAdmin = (event: SubmitEvent) => {
    event.preventDefault();
    const failure = checkStep(setupCompanyForm, values);
    if (failure) return setError(failure);
    setError(null);
    setStep(1);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (submitting) return;
    const failure = checkStep(setupAdminForm, values);
    if (failure) return setError(failure);
    setError(null);
    setSubmitting(true);
    try {
      await postJson(
        '/setup/init',
        { company: values.company.trim(), name: values.name.trim(), email: values.email.trim(), password: values.password },
        SETUP_MESSAGES.failed,
      );
      setStep(2);
    } catch (failure) {
      setError({ message: failure instanceof Error ? failure.message : SETUP_MESSAGES.failed });
    } finally {
      setSubmitting(false);
    }
  };

  if (checking) {
    return (
      <div className="setup-checking" role="status">
        <Spinner large />
        <p>{SETUP_MESSAGES.checking}</p>
      </div>
    );
  }

  const renderFields = (schema: FormSchema) =>
    schema.fields.map((field) => {
      const name = field.name as FieldName;
      return (
        <TextField
          key={name}
          name={name}
          label={field.label}
          type={inputType(field)}
          autoComplete={autocomplete[name]}
          placeholder={name === 'company' ? t.company.placeholder : t.admin.placeholders[name as keyof typeof t.admin.placeholders]}
          value={values[name]}
          onValueChange={onValueChange}
          invalid={error?.field === name}
          errorId={ERROR_ID}
          disabled={submitting}
        />
      );
    });

  return (
    <div className="setup">
      <ol className="setup-steps" aria-label={t.stepsLabel}>
        {t.steps.map((label, index) => (
          <li
            key={label}
            className={index === step ? 'is-current' : index < step ? 'is-done' : undefined}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="setup-step-number" aria-hidden="true">
              {index < step ? '✓' : index + 1}
            </span>
            <span>{label}</span>
          </li>
        ))}
      </ol>

      {step === 0 && (
        <form className="form" onSubmit={goToAdmin} noValidate>
          <div>
            <h2 ref={headingRef} tabIndex={-1}>
              {t.company.title}
            </h2>
            <p className="muted">{t.company.text}</p>
          </div>
          {renderFields(setupCompanyForm)}
          {error && <Alert id={ERROR_ID}>{error.message}</Alert>}
          <div className="setup-actions">
            <button type="submit" className="btn btn-primary">
              {t.next}
            </button>
          </div>
        </form>
      )}

      {step === 1 && (
        <form className="form" onSubmit={submit} noValidate aria-busy={submitting}>
          <div>
            <h2 ref={headingRef} tabIndex={-1}>
              {t.admin.title}
            </h2>
            <p className="muted">{t.admin.text}</p>
          </div>
          {renderFields(setupAdminForm)}
          {error && <Alert id={ERROR_ID}>{error.message}</Alert>}
          <div className="setup-actions">
            <button
              type="button"
              className="btn btn-ghost"
              disabled={submitting}
              onClick={() => {
                setError(null);
                setStep(0);
              }}
            >
              {t.back}
            </button>
            <button type="submit" className="btn btn-primary" disabled={submitting}>
              {submitting && <Spinner />}
              {submitting ? t.submitting : t.submit}
            </button>
          </div>
        </form>
      )}

      {step === 2 && (
        <div className="setup-done">
          <span className="setup-done-icon" aria-hidden="true">
            ✓
          </span>
          <h2 ref={headingRef} tabIndex={-1}>
            {t.done.title}
          </h2>
          <p className="muted" role="status">
            {t.done.text}
          </p>
          <a className="btn btn-primary" href="/login">
            {t.done.link}
          </a>
        </div>
      )}
    </div>
  );
}
