/**
 * The customer's dashboard (/user): what they owe and what is overdue, their current
 * subscriptions and next billing, their instances running or failing, their open requests;
 * each card leads to its page. Everything is read from their own records (the API's owner filter).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { readSession } from '@hexagone/schemas';
import { accountList } from '../../lib/account-api';
import { amountDue, dayOf, isOverdue, type CustomerInvoice } from '../../lib/customer-billing';
import { formatDate } from '../../lib/format-fr';
import { userDashboard as t } from '../../data/user-area';
import './AccountRecords.css';

interface Overview {
  invoices: CustomerInvoice[];
  subscriptions: { status: string; next_billing_date?: string }[];
  instances: { status: string }[];
  tickets: { status: string }[];
}

const CURRENT_SUBSCRIPTIONS = ['active', 'trial'];
const OPEN_TICKETS = ['open', 'pending'];

function Card({ title, link, children }: { title: string; link: { href: string; label: string }; children: ReactNode }) {
  return (
    <li className="card">
      <h2>{title}</h2>
      {children}
      <a href={link.href}>{link.label}</a>
    </li>
  );
}

export default function UserOverview() {
  const [overview, setOverview] = useState<Overview>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const session = readSession();
    if (!session) return;
    const list = <T,>(path: string) => accountList<T>(session, path, t.failed);
    Promise.all([
      list<CustomerInvoice>('/billing_invoices?sort=date&order=desc'),
      list<Overview['subscriptions'][number]>('/billing_subscriptions?sort=next_billing_date&order=asc'),
      list<Overview['instances'][number]>('/service_instances'),
      list<Overview['tickets'][number]>('/support_tickets'),
    ])
      .then(([invoices, subscriptions, instances, tickets]) => setOverview({ invoices, subscriptions, instances, tickets }))
      .catch((error: Error) => setProblem(error.message));
  }, []);

  if (!overview) return <p className={problem ? 'account-error' : 'muted'}>{problem ?? t.loading}</p>;
  const due = amountDue(overview.invoices);
  const overdue = overview.invoices.filter((invoice) => isOverdue(invoice)).length;
  const current = overview.subscriptions.filter((subscription) => CURRENT_SUBSCRIPTIONS.includes(subscription.status));
  const next = current.map((subscription) => subscription.next_billing_date).filter((date): date is string => Boolean(date))[0];
  const running = overview.instances.filter((instance) => instance.status === 'running').length;
  const failing = overview.instances.filter((instance) => instance.status === 'error').length;
  return (
    <ul className="account-cards account-overview">
      <Card title={t.invoices.title} link={t.invoices.link}>
        <p>{due ? t.invoices.due(due) : t.invoices.settled}</p>
        {overdue > 0 && <p className="account-error">{t.invoices.overdue(overdue)}</p>}
      </Card>
      <Card title={t.subscriptions.title} link={t.subscriptions.link}>
        <p>{t.subscriptions.current(current.length)}</p>
        {next && <p className="muted">{t.subscriptions.next(formatDate(dayOf(next)))}</p>}
      </Card>
      <Card title={t.services.title} link={t.services.link}>
        <p>{t.services.running(running, overview.instances.length)}</p>
        {failing > 0 && <p className="account-error">{t.services.failing(failing)}</p>}
      </Card>
      <Card title={t.support.title} link={t.support.link}>
        <p>{t.support.open(overview.tickets.filter((ticket) => OPEN_TICKETS.includes(ticket.status)).length)}</p>
      </Card>
    </ul>
  );
}
