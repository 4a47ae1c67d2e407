/**
 * What a visitor's closed ticket offers: a new ticket following it (« Ouvrir un nouveau
 * ticket »), opened through the follow link and linked to it by the API; the page then goes to
 * the new ticket's own follow link (also e-mailed with its receipt).
 */
import { useId, useState, type SubmitEvent } from 'react';
import { ticketFollowPath } from '@hexagone/schemas';
import { ticketFollow } from '../../data/support-tickets';

const t = ticketFollow.followUp;

export default function TicketFollowUp({ open }: { open: (description: string) => Promise<{ id: string; token: string }> }) {
  const id = useId();
  const [description, setDescription] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setProblem(undefined);
    try {
      const created = await open(description);
      location.assign(ticketFollowPath(created.id, created.token));
    } catch (error) {
      setProblem((error as Error).message);
      setSending(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.title}</h3>
      <p className="muted">{t.intro}</p>
      <div className="field">
        <label htmlFor={`${id}-description`}>{t.description}</label>
        <textarea id={`${id}-description`} className="input" required rows={4} maxLength={10000} value={description} onChange={(event) => setDescription(event.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? t.sending : t.submit}
      </button>
      {problem && (
        <p role="alert" className="contact-field-error">
          {problem}
        </p>
      )}
    </form>
  );
}
