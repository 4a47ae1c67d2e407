/**
 * « Sessions ouvertes » of /user/account: each device signed in to the account (browser and
 * system, address, last activity in Paris time), the current one marked; end one, or all the
 * others at once. Ending the current one is signing out.
 */
import { useCallback, useEffect, useState } from 'react';
import { OWN_ACCOUNT_PATHS, readSession, type OpenSession } from '@hexagone/schemas';
import { accountCall } from '../../lib/account-api';
import { formatDateTime } from '../../lib/format-fr';
import { sessionsTexts as t } from '../../data/user-account';
import { userArea } from '../../data/user-area';
import { Alert } from '../forms/Alert';
import AccountFacts from './AccountFacts';
import StatusBadge from './StatusBadge';

/** `reload` changes when the sessions may have changed elsewhere on the page (a new password ends the others). */
export default function OwnSessions({ reload }: { reload: number }) {
  const [sessions, setSessions] = useState<OpenSession[]>();
  const [status, setStatus] = useState<{ kind: 'success' | 'danger'; text: string }>();
  const [busy, setBusy] = useState<string>();

  const load = useCallback(async () => {
    const session = readSession();
    if (!session) return;
    try {
      setSessions((await accountCall<{ data: OpenSession[] }>(session, OWN_ACCOUNT_PATHS.sessions, t.failed)).data);
    } catch (error) {
      setStatus({ kind: 'danger', text: (error as Error).message });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, reload]);

  const run = async (id: string, path: string, method: 'DELETE' | 'POST', done: (answer: { message: string }) => string) => {
    const session = readSession();
    if (!session) return;
    setBusy(id);
    setStatus(undefined);
    try {
      setStatus({ kind: 'success', text: done(await accountCall<{ message: string }>(session, path, t.endFailed, { method })) });
      await load();
    } catch (error) {
      setStatus({ kind: 'danger', text: (error as Error).message });
    } finally {
      setBusy(undefined);
    }
  };

  const end = async (open: OpenSession) => {
    // The logout page ends this session on the server and forgets it here.
    if (open.current) return window.location.assign(userArea.logout.href);
    await run(open.id, `${OWN_ACCOUNT_PATHS.sessions}/${encodeURIComponent(open.id)}`, 'DELETE', () => t.ended);
  };

  const others = sessions?.filter((open) => !open.current).length ?? 0;

  return (
    <section className="card own-account-card own-sessions" aria-labelledby="own-sessions-title">
      <h2 id="own-sessions-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      {status && <Alert variant={status.kind}>{status.text}</Alert>}
      {!sessions ? (
        !status && <p className="muted">{t.loading}</p>
      ) : (
        <>
          <ul className="account-cards" aria-label={t.listLabel}>
            {sessions.map((open) => (
              <li key={open.id} className="card" data-current={open.current || undefined}>
                <h3>
                  <span>{open.device || t.unknownDevice}</span>
                  {open.current && <StatusBadge label={t.current} tone="success" />}
                </h3>
                <AccountFacts
                  facts={[
                    [t.place, open.ip || '—'],
                    [t.lastSeen, formatDateTime(open.last_seen)],
                    [t.opened, formatDateTime(open.created_at)],
                  ]}
                />
                <div>
                  <button type="button" className="btn btn-ghost" disabled={busy !== undefined} onClick={() => void end(open)}>
                    {busy === open.id ? t.ending : t.end}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {others > 0 ? (
            <div>
              <button type="button" className="btn btn-secondary" disabled={busy !== undefined} onClick={() => void run('others', OWN_ACCOUNT_PATHS.endOthers, 'POST', (answer) => answer.message)}>
                {busy === 'others' ? t.ending : t.endOthers}
              </button>
            </div>
          ) : (
            <p className="muted">{t.none}</p>
          )}
        </>
      )}
    </section>
  );
}
