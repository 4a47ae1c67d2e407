/**
 * The customer's instances (/user/services), grouped by service type, each with its state,
 * placement, resources and measured use; read again every 30 seconds. Read-only: changing an
 * instance stays the operators' (the API refuses a customer any action on it).
 */
import { useEffect, useState } from 'react';
import { formatBytes, INSTANCE_REGIONS, INSTANCE_STATUSES, instanceBackupPath, readSession, SERVICE_TYPES, type Session } from '@hexagone/schemas';
import { API_BASE } from '../../lib/api';
import { accountDownload, accountList } from '../../lib/account-api';
import type { Tone } from '../../lib/customer-billing';
import { formatDateTime, formatPercent } from '../../lib/format-fr';
import { USER_SERVICES_REFRESH_MS, userServicesPage as t } from '../../data/user-services';
import AccountFacts from './AccountFacts';
import StatusBadge, { optionLabel } from './StatusBadge';
import './AccountRecords.css';

interface Instance {
  id: string;
  name: string;
  service_type: string;
  status: string;
  region?: string;
  cpu: number;
  memory: number;
  storage: number;
  metrics?: { cpu_usage?: number; memory_usage?: number };
  started_at?: string;
  created_at?: string;
  backups?: Backup[];
}

interface Backup {
  name: string;
  file: string;
  size: number;
  created_at: string;
}

/** The instance's backups, newest first, each downloaded as its .tar.gz under the server's name. */
function InstanceBackups({ session, instance, onFailure }: { session: Session; instance: Instance; onFailure: (message: string) => void }) {
  const backups = [...(instance.backups ?? [])].reverse();
  if (!backups.length) return null;
  return (
    <div className="account-backups">
      <h4>{t.backups}</h4>
      <ul aria-label={t.backupsLabel(instance.name)}>
        {backups.map((backup) => {
          const date = formatDateTime(backup.created_at);
          // The path under /api, as the customer's calls name it.
          const path = instanceBackupPath(instance.id, backup.file).slice(API_BASE.length);
          return (
            <li key={backup.file}>
              <span>
                <strong>{backup.name}</strong>
                <small>{t.backupOf(date, formatBytes(backup.size))}</small>
              </span>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                aria-label={t.downloadLabel(backup.name, date)}
                onClick={() => void accountDownload(session, path, backup.file, t.downloadFailed).catch((error: Error) => onFailure(error.message))}
              >
                {t.download}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const TONES: Readonly<Record<string, Tone>> = { running: 'success', starting: 'warning', stopping: 'warning', error: 'danger' };

function InstanceCard({ session, instance, onFailure }: { session: Session; instance: Instance; onFailure: (message: string) => void }) {
  const facts: [string, string][] = [
    [t.region, optionLabel(INSTANCE_REGIONS, instance.region)],
    [t.cpu, t.cpuOf(instance.cpu)],
    [t.memory, t.gigabytes(instance.memory)],
    [t.storage, t.gigabytes(instance.storage)],
  ];
  if (instance.status === 'running') {
    facts.push([t.usage, t.usageOf(formatPercent(instance.metrics?.cpu_usage ?? 0), formatPercent(instance.metrics?.memory_usage ?? 0))]);
    if (instance.started_at) facts.push([t.startedAt, formatDateTime(instance.started_at)]);
  } else if (instance.created_at) facts.push([t.createdAt, formatDateTime(instance.created_at)]);
  return (
    <li className="card">
      <h3>
        <span>{instance.name}</span>
        <StatusBadge label={optionLabel(INSTANCE_STATUSES, instance.status)} tone={TONES[instance.status] ?? 'neutral'} />
      </h3>
      <AccountFacts facts={facts} />
      <InstanceBackups session={session} instance={instance} onFailure={onFailure} />
    </li>
  );
}

export default function UserInstances() {
  const [instances, setInstances] = useState<Instance[]>();
  const [problem, setProblem] = useState<string>();
  const [session, setSession] = useState<Session>();

  useEffect(() => {
    // Read in the browser only: the page is prerendered without a session.
    const signedIn = readSession();
    if (!signedIn) return;
    setSession(signedIn);
    const load = () =>
      accountList<Instance>(signedIn, '/service_instances?sort=name&order=asc', t.failed)
        .then((list) => {
          setInstances(list);
          setProblem(undefined);
        })
        .catch((error: Error) => setProblem(error.message));
    void load();
    const timer = setInterval(() => void load(), USER_SERVICES_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  if (!instances || !session) return <p className={problem ? 'account-error' : 'muted'}>{problem ?? t.loading}</p>;
  if (instances.length === 0) return <p className="muted">{t.empty}</p>;
  const running = instances.filter((instance) => instance.status === 'running').length;
  const types = SERVICE_TYPES.filter((type) => instances.some((instance) => instance.service_type === type.value));
  return (
    <>
      <p className="account-summary">
        <strong>{t.summary(running, instances.length)}</strong>
        <a href={t.contact.href}>{t.contact.label}</a>
      </p>
      {problem && (
        <p role="alert" className="account-error">
          {problem}
        </p>
      )}
      {types.map((type) => (
        <section key={type.value} className="account-section" aria-labelledby={`service-${type.value}`}>
          <h2 id={`service-${type.value}`}>{type.label}</h2>
          <ul className="account-cards" aria-label={t.listLabel(type.label)}>
            {instances
              .filter((instance) => instance.service_type === type.value)
              .map((instance) => (
                <InstanceCard key={instance.id} session={session} instance={instance} onFailure={setProblem} />
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
