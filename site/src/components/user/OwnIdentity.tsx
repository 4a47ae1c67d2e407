/**
 * « Informations personnelles » of /user/account: the name, editable; the e-mail, read-only
 * (no address change without a verification flow: the support does it); the role in French and
 * the account's dates. A saved name is also kept in the browser's session (the area's header shows it).
 */
import { useState, type FormEvent } from 'react';
import { ACCOUNT_ROLES, OWN_ACCOUNT_PATHS, readSession, saveSession, type OwnAccount } from '@hexagone/schemas';
import { accountCall } from '../../lib/account-api';
import { formatDate, formatDateTime } from '../../lib/format-fr';
import { identityTexts as t } from '../../data/user-account';
import { Alert } from '../forms/Alert';
import { TextField } from '../forms/TextField';
import AccountFacts from './AccountFacts';
import { optionLabel } from './StatusBadge';

export default function OwnIdentity({ account, onSaved }: { account: OwnAccount; onSaved: (account: OwnAccount) => void }) {
  const [name, setName] = useState(account.name);
  const [status, setStatus] = useState<{ kind: 'success' | 'danger'; text: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(undefined);
    if (!name.trim()) return setStatus({ kind: 'danger', text: t.required });
    const session = readSession();
    if (!session) return;
    setSaving(true);
    try {
      const saved = await accountCall<OwnAccount>(session, OWN_ACCOUNT_PATHS.name, t.failed, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      saveSession({ ...session, user: { ...session.user, name: saved.name } });
      // The area's header (UserLayout.astro) wrote the name once at load: it follows now.
      for (const element of document.querySelectorAll('[data-user-name]')) element.textContent = saved.name;
      setName(saved.name);
      onSaved(saved);
      setStatus({ kind: 'success', text: t.saved });
    } catch (error) {
      setStatus({ kind: 'danger', text: error instanceof Error ? error.message : t.failed });
    } finally {
      setSaving(false);
    }
  };

  const facts: [string, string][] = [
    [t.email, account.email],
    [t.role, optionLabel(ACCOUNT_ROLES, account.role)],
  ];
  if (account.created_at) facts.push([t.created, formatDate(account.created_at)]);
  if (account.password_changed_at) facts.push([t.passwordChanged, formatDateTime(account.password_changed_at)]);

  return (
    <section className="card own-account-card" aria-labelledby="own-identity-title">
      <h2 id="own-identity-title">{t.title}</h2>
      <form className="own-name" noValidate onSubmit={(event) => void submit(event)}>
        <TextField id="own-name" name="name" label={t.name} value={name} maxLength={100} autoComplete="name" required onValueChange={(_, value) => setName(value)} />
        <button type="submit" className="btn btn-secondary" disabled={saving || name === account.name}>
          {saving ? t.saving : t.save}
        </button>
      </form>
      {status && <Alert variant={status.kind}>{status.text}</Alert>}
      <AccountFacts facts={facts} />
      <p className="muted own-note">{t.emailNote}</p>
    </section>
  );
}
