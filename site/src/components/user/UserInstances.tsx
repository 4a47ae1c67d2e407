/**
 * The customer's instances (/user/services), grouped by service type, each with its state,
 * placement, resources and measured use; read again every 30 seconds. Read-only: changing an
 * instance stays the operators' (the API refuses a customer any action on it).
 */
import { useEffect, useState } from 'react';
import { INSTANCE_REGIONS, INSTANCE_STATUSES, readSession, SERVICE_TYPES } from '@hexagone/schemas';
import { accountList } from '../../lib/account-api';
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
}

const TONES: Readonly<Record<string, Tone>> = { running: 'success', starting: 'warning', stopping: 'warning', error: 'danger' };

function InstanceCard({ instance }: { instance: Instance }) {
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
    </li>
  );
}

export default function UserInstances() {
  const [instances, setInstances] = useState<Instance[]>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const session = readSession();
    if (!session) return;
    const load = () =>
      accountList<Instance>(session, '/service_instances?sort=name&order=asc', t.failed)
        .then((list) => {
          setInstances(list);
          setProblem(undefined);
        })
        .catch((error: Error) => setProblem(error.message));
    void load();
    const timer = setInterval(() => void load(), USER_SERVICES_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  if (!instances) return <p className={problem ? 'account-error' : 'muted'}>{problem ?? t.loading}</p>;
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
                <InstanceCard key={instance.id} instance={instance} />
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
