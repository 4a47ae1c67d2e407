/**
 * The launch newsletter of the work-in-progress page: the address is stored by
 * POST /api/newsletter (once, however often it is sent), with the answer shown under the form.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { typedText, useTypedBeforeHydration } from '../forms/useTypedBeforeHydration';
import { workInProgress } from '../../data/work-in-progress';
import { sendPublicForm } from '../../lib/public-form';
import { Icon } from '../pricing/Icon';
import './NewsletterForm.css';

const t = workInProgress.newsletter;

type Outcome = { ok: boolean; text: string };

export default function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => setEmail(typedText(typed, 'email') ?? ''));
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setOutcome(undefined);
    try {
      const result = await sendPublicForm('/newsletter', { email, source: 'work-in-progress' }, t.failed);
      if (result.ok) setEmail('');
      setOutcome({ ok: result.ok, text: result.ok ? result.message : (result.errors.email ?? result.message) });
    } catch {
      setOutcome({ ok: false, text: t.unreachable });
    } finally {
      setSending(false);
    }
  }

  const invalid = outcome?.ok === false;

  return (
    <form ref={form} className="newsletter-form" onSubmit={submit}>
      <div className="newsletter-row">
        <label className="sr-only" htmlFor={`${id}-email`}>
          {t.label}
        </label>
        <input
          className="input"
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={t.placeholder}
          value={email}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-status` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (outcome && !outcome.ok) setOutcome(undefined);
          }}
        />
        <button className="btn btn-primary" type="submit" disabled={sending}>
          {sending ? <span className="spinner" aria-hidden="true" /> : <Icon name="mail" />}
          {sending ? t.submitting : t.submit}
        </button>
      </div>
      <div id={`${id}-status`} className="newsletter-status" role="status">
        {outcome && <p className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'}`}>{outcome.text}</p>}
      </div>
    </form>
  );
}
