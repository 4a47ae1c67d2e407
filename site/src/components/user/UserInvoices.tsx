/**
 * The customer's invoices and credit notes (/user/billing): each with its status, amount, due
 * date and PDF; what is overdue stands out and what is left to pay is summed. The API returns
 * their own documents only (another's answers 404), drafts being nobody's yet.
 */
import { useEffect, useState } from 'react';
import { formatMoney, readSession, type Session } from '@hexagone/schemas';
import { accountDownload, accountList } from '../../lib/account-api';
import { amountDue, dayOf, invoiceStanding, isOverdue, type CustomerInvoice } from '../../lib/customer-billing';
import { formatDate } from '../../lib/format-fr';
import { userCreditNotes as c, userInvoices as t } from '../../data/user-billing';
import AccountTable from './AccountTable';
import StatusBadge from './StatusBadge';
import './AccountRecords.css';

interface CreditNote {
  id: string;
  number: string;
  date: string;
  invoice_number: string;
  total: number;
  currency?: string;
}

const day = (value: string | undefined) => (value ? formatDate(dayOf(value)) : '—');

function DocumentButton({ session, path, label, onFailure }: { session: Session; path: string; label: string; onFailure: (message: string) => void }) {
  return (
    <button type="button" className="btn btn-secondary btn-sm" aria-label={label} onClick={() => void accountDownload(session, path, `${label}.pdf`, t.downloadFailed).catch((error: Error) => onFailure(error.message))}>
      {t.download}
    </button>
  );
}

function InvoiceRows({ session, invoices, onFailure }: { session: Session; invoices: CustomerInvoice[]; onFailure: (message: string) => void }) {
  const { number, date, dueDate, total, status, document } = t.columns;
  const columns = [{ label: number, nowrap: true }, { label: date }, { label: dueDate }, { label: total, amount: true }, { label: status }, { label: document }];
  const rows = invoices.map((invoice) => {
    const standing = invoiceStanding(invoice);
    const overdue = isOverdue(invoice);
    return {
      key: invoice.id,
      flagged: overdue,
      cells: [
        invoice.number,
        day(invoice.date),
        day(invoice.due_date),
        formatMoney(invoice.total, invoice.currency),
        <span>
          <StatusBadge {...standing} />
          {overdue && <small>{t.overdueSince(day(invoice.due_date))}</small>}
          {invoice.paid_at && <small>{t.paidOn(day(invoice.paid_at))}</small>}
        </span>,
        <DocumentButton session={session} path={`/v1/billing_invoices/${encodeURIComponent(invoice.id)}/download`} label={t.downloadLabel(invoice.number ?? '')} onFailure={onFailure} />,
      ],
    };
  });
  return <AccountTable label={t.listLabel} columns={columns} rows={rows} />;
}

function CreditNoteRows({ session, notes, onFailure }: { session: Session; notes: CreditNote[]; onFailure: (message: string) => void }) {
  const { number, date, invoice, total, document } = c.columns;
  const columns = [{ label: number, nowrap: true }, { label: date }, { label: invoice, nowrap: true }, { label: total, amount: true }, { label: document }];
  const rows = notes.map((note) => ({
    key: note.id,
    cells: [
      note.number,
      day(note.date),
      note.invoice_number,
      formatMoney(note.total, note.currency),
      <DocumentButton session={session} path={`/v1/billing_credit_notes/${encodeURIComponent(note.id)}/download`} label={c.downloadLabel(note.number)} onFailure={onFailure} />,
    ],
  }));
  return <AccountTable label={c.listLabel} columns={columns} rows={rows} />;
}

export default function UserInvoices() {
  const [session, setSession] = useState<Session | null>(null);
  const [invoices, setInvoices] = useState<CustomerInvoice[]>();
  const [notes, setNotes] = useState<CreditNote[]>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const current = readSession();
    setSession(current);
    if (!current) return;
    Promise.all([
      accountList<CustomerInvoice>(current, '/billing_invoices?sort=date&order=desc', t.failed),
      accountList<CreditNote>(current, '/billing_credit_notes?sort=date&order=desc', t.failed),
    ])
      .then(([invoiceList, noteList]) => {
        setInvoices(invoiceList);
        setNotes(noteList);
      })
      .catch((error: Error) => setProblem(error.message));
  }, []);

  if (!session || !invoices || !notes) return <p className={problem ? 'account-error' : 'muted'}>{problem ?? t.loading}</p>;
  const due = amountDue(invoices);
  const overdue = invoices.filter((invoice) => isOverdue(invoice)).length;
  return (
    <>
      <section className="account-section" aria-labelledby="invoices-title">
        <h2 id="invoices-title">{t.title}</h2>
        {(due || overdue > 0) && (
          <p className="account-summary">
            {due && <strong>{t.due(due)}</strong>}
            {overdue > 0 && <span className="account-error">{t.overdue(overdue)}</span>}
          </p>
        )}
        {problem && (
          <p role="alert" className="account-error">
            {problem}
          </p>
        )}
        {invoices.length === 0 ? (
          <p className="muted">{t.empty}</p>
        ) : (
          <InvoiceRows session={session} invoices={invoices} onFailure={setProblem} />
        )}
        <p className="muted">
          {t.question} <a href={t.contact.href}>{t.contact.label}</a>
        </p>
      </section>
      {notes.length > 0 && (
        <section className="account-section" aria-labelledby="credit-notes-title">
          <h2 id="credit-notes-title">{c.title}</h2>
          <CreditNoteRows session={session} notes={notes} onFailure={setProblem} />
        </section>
      )}
    </>
  );
}
