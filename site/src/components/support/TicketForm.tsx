/**
 * The ticket form of /support: a signed-in customer opens it from their account
 * (POST /api/support_tickets, they are its owner); a visitor gives a name and an e-mail
 * (POST /api/support/tickets, capped per address) and gets the number by e-mail. In the
 * customer's area (/user/support, « Nouveau ticket ») `onCreated` hands the new ticket's
 * number to the list, which shows it.
 */
import { useEffect, useId, useRef, useState, type ReactElement, type SubmitEvent } from 'react';
import { fieldByName, readSession, supportTickets, TICKET_CATEGORIES, type Session } from '@hexagone/schemas';
import { API_BASE } from '../../lib/api';
import { readFormAnswer, type FormResult } from '../../lib/public-form';
import { ticketForm as t } from '../../data/support-tickets';
import { typedText, useTypedBeforeHydration } from '../forms/useTypedBeforeHydration';
import '../contact/ContactForm.css';

type FieldName = 'visitor_name' | 'visitor_email' | 'subject' | 'category' | 'description';
const FIELDS: readonly FieldName[] = ['visitor_name', 'visitor_email', 'subject', 'category', 'description'];
const EMPTY: Record<FieldName, string> = { visitor_name: '', visitor_email: '', subject: '', category: '', description: '' };

const maxLength = (name: FieldName) => fieldByName(supportTickets, name)?.maxLength;

async function send(session: Session | null, values: Record<FieldName, string>): Promise<FormResult & { number?: string }> {
  const { visitor_name, visitor_email, ...ticket } = values;
  const customer = session?.user.role === 'user';
  const response = await fetch(`${API_BASE}${customer ? '/support_tickets' : '/support/tickets'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(customer ? { Authorization: `Bearer ${session.token}` } : {}) },
    body: JSON.stringify(customer ? ticket : { ...ticket, visitor_name, visitor_email }),
  });
  const copy = response.clone();
  const result = await readFormAnswer(response, t.failed);
  const number = ((await copy.json().catch(() => ({}))) as { number?: string }).number;
  return customer && result.ok && number ? { ok: true, message: t.createdForAccount(number), number } : result;
}

export default function TicketForm({ onCreated }: { onCreated?: (number: string) => void } = {}) {
  const id = useId();
  const [session, setSession] = useState<Session | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [answer, setAnswer] = useState<{ ok: boolean; message: string }>();
  const [sending, setSending] = useState(false);

  const form = useRef<HTMLFormElement>(null);

  useEffect(() => setSession(readSession()), []);
  // What a visitor typed before the island woke up is kept.
  useTypedBeforeHydration(form, (typed) =>
    setValues(Object.fromEntries(FIELDS.map((name) => [name, typedText(typed, name) ?? ''])) as Record<FieldName, string>),
  );
  const customer = session?.user.role === 'user';

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setAnswer(undefined);
    try {
      const result = await send(session, values);
      if (result.ok && onCreated && result.number) return onCreated(result.number);
      if (result.ok) {
        setValues(EMPTY);
        setErrors({});
      } else setErrors(result.errors as Partial<Record<FieldName, string>>);
      setAnswer({ ok: result.ok, message: result.message });
    } catch {
      setAnswer({ ok: false, message: t.unreachable });
    } finally {
      setSending(false);
    }
  }

  const field = (name: FieldName, label: string, control: (props: Record<string, unknown>) => ReactElement) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>
        {label}
        <span className="contact-required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {control({
        id: `${id}-${name}`,
        name,
        className: 'input',
        required: true,
        maxLength: maxLength(name),
        value: values[name],
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
        onChange: (event: { target: { value: string } }) => change(name, event.target.value),
      })}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="contact-field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const label = (name: FieldName) => fieldByName(supportTickets, name)?.label ?? name;

  return (
    <form ref={form} className="form contact-form" onSubmit={submit} aria-label={t.title}>
      <p className="contact-note">{customer ? t.signedInAs(session?.user.name || session?.user.email || '') : t.requiredNote}</p>
      {!customer && (
        <div className="contact-row">
          {field('visitor_name', t.name, (props) => (
            <input {...props} type="text" autoComplete="name" />
          ))}
          {field('visitor_email', t.email, (props) => (
            <input {...props} type="email" autoComplete="email" />
          ))}
        </div>
      )}
      <div className="contact-row">
        {field('subject', label('subject'), (props) => (
          <input {...props} type="text" />
        ))}
        {field('category', label('category'), (props) => (
          <select {...props}>
            <option value="" disabled>
              {t.chooseCategory}
            </option>
            {TICKET_CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        ))}
      </div>
      {field('description', label('description'), (props) => (
        <textarea {...props} rows={6} />
      ))}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? t.sending : t.submit}
      </button>
      <p role="status" aria-live="polite" className={answer?.ok ? 'contact-note' : 'contact-field-error'}>
        {answer?.message}
        {answer?.ok && customer && (
          <>
            {' '}
            <a href={t.follow.href}>{t.follow.label}</a>
          </>
        )}
      </p>
    </form>
  );
}
