/**
 * The customer's billing identity (issue 23 §1), from the `/user` area: the fields of the
 * registry's group `billing_identity`, checked in the browser by the same engine and messages
 * as the back-office, then by the API (which answers the same errors by field).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { CUSTOMER_IDENTITY_FIELD, readSession, users, validateValues, type FieldDef, type FieldErrors, type Values } from '@hexagone/schemas';
import { API_BASE, errorMessage } from '../../lib/api';
import { billingIdentityPage as t, BILLING_IDENTITY_PATH } from '../../data/billing-identity';
import { Alert } from '../forms/Alert';
import { SubmitButton } from '../forms/SubmitButton';
import { TextField } from '../forms/TextField';
import './BillingIdentityForm.css';

const GROUP = CUSTOMER_IDENTITY_FIELD.name;
const FORM = { name: users.name, fields: [CUSTOMER_IDENTITY_FIELD] };
const subFields = (field: FieldDef) => (field.fields ?? []).filter((sub) => sub.type !== 'group');
const DELIVERY = (CUSTOMER_IDENTITY_FIELD.fields ?? []).find((field) => field.type === 'group');

type Identity = Record<string, unknown>;

const authorised = (): Record<string, string> => {
  const token = readSession()?.token;
  return { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
};

function Fields({ fields, values, path, errors, onChange }: { fields: FieldDef[]; values: Identity; path: string; errors: FieldErrors; onChange: (name: string, value: string) => void }) {
  return (
    <>
      {fields.map((field) => {
        const key = `${path}.${field.name}`;
        const error = errors[key];
        const errorId = `${key.replaceAll('.', '-')}-error`;
        return (
          <div key={key}>
            <TextField
              id={`field-${key.replaceAll('.', '-')}`}
              name={field.name}
              label={field.label}
              value={String(values[field.name] ?? '')}
              maxLength={field.maxLength}
              onValueChange={onChange}
              invalid={Boolean(error)}
              errorId={errorId}
            />
            {error && (
              <p id={errorId} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}

export default function BillingIdentityForm() {
  const [identity, setIdentity] = useState<Identity | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ kind: 'success' | 'danger'; text: string } | undefined>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    void fetch(`${API_BASE}${BILLING_IDENTITY_PATH}`, { headers: authorised() })
      .then(async (response) => (response.ok ? ((await response.json()) as { billing_identity: Identity }).billing_identity : Promise.reject(new Error(await errorMessage(response, t.failed)))))
      .then((read) => setIdentity({ country: 'FR', ...read }))
      .catch((error: Error) => {
        setIdentity({ country: 'FR' });
        setStatus({ kind: 'danger', text: error.message });
      });
  }, []);

  if (!identity) return <p className="muted">{t.loading}</p>;

  const delivery = (identity[DELIVERY?.name ?? ''] ?? {}) as Identity;
  const change = (name: string, value: string) => setIdentity({ ...identity, [name]: value });
  const changeDelivery = (name: string, value: string) => setIdentity({ ...identity, [DELIVERY!.name]: { ...delivery, [name]: value } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(undefined);
    const values: Values = { [GROUP]: identity };
    const found = validateValues(FORM, values, { mode: 'edit' });
    setErrors(found);
    if (Object.keys(found).length) return setStatus({ kind: 'danger', text: t.invalid });
    setSubmitting(true);
    try {
      const response = await fetch(`${API_BASE}${BILLING_IDENTITY_PATH}`, { method: 'PUT', headers: authorised(), body: JSON.stringify(values) });
      if (!response.ok) {
        const body = (await response.clone().json().catch(() => ({}))) as { errors?: FieldErrors };
        setErrors(body.errors ?? {});
        return setStatus({ kind: 'danger', text: body.errors ? t.invalid : await errorMessage(response, t.failed) });
      }
      setIdentity({ country: 'FR', ...((await response.json()) as { billing_identity: Identity }).billing_identity });
      setStatus({ kind: 'success', text: t.saved });
    } catch {
      setStatus({ kind: 'danger', text: t.failed });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="billing-identity card" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="billing-identity-title">
      <h2 id="billing-identity-title">{t.formTitle}</h2>
      <p className="muted">{t.issuedNote}</p>
      <Fields fields={subFields(CUSTOMER_IDENTITY_FIELD)} values={identity} path={GROUP} errors={errors} onChange={change} />
      {DELIVERY && (
        <fieldset>
          <legend>{t.delivery}</legend>
          <Fields fields={subFields(DELIVERY)} values={delivery} path={`${GROUP}.${DELIVERY.name}`} errors={errors} onChange={changeDelivery} />
        </fieldset>
      )}
      {status && <Alert variant={status.kind}>{status.text}</Alert>}
      <SubmitButton submitting={submitting} label={t.submit} busyLabel={t.submitting} />
    </form>
  );
}
