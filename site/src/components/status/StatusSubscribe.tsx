/**
 * The status page's notification choices (spec 1 §2 "STATUS"): channels (e-mail checked by
 * default; SMS, webhook, Slack) and the address to reach, stored by POST /api/newsletter.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { typedText, useTypedBeforeHydration } from '../forms/useTypedBeforeHydration';
import { NOTIFICATION_CHANNELS } from '@hexagone/schemas';
import { notificationForm as t } from '../../data/status';
import { formatList } from '../../lib/format-fr';
import { sendPublicForm } from '../../lib/public-form';
import { Icon } from '../pricing/Icon';
import './StatusSubscribe.css';

type Outcome = { kind: 'done'; text: string } | { kind: 'error'; text: string; field?: 'email' | 'channels' };

export default function StatusSubscribe() {
  const id = useId();
  const [channels, setChannels] = useState<string[]>([...t.defaultChannels]);
  const [email, setEmail] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    setEmail(typedText(typed, 'email') ?? '');
    setChannels(typed.getAll('channels').map(String));
  });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const toggle = (value: string, checked: boolean) => {
    setOutcome(undefined);
    setChannels((current) => (checked ? [...current, value] : current.filter((c) => c !== value)));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!channels.length) {
      setOutcome({ kind: 'error', text: t.noChannel, field: 'channels' });
      return;
    }
    setSending(true);
    setOutcome(undefined);
    // The channels keep the order of the form, whatever the order they were ticked in.
    const chosen = NOTIFICATION_CHANNELS.filter((c) => channels.includes(c.value));
    try {
      const result = await sendPublicForm('/newsletter', { email, source: 'status', channels: chosen.map((c) => c.value) }, t.failed);
      if (result.ok) {
        setOutcome({ kind: 'done', text: t.done(email.trim(), formatList(chosen.map((c) => c.label))) });
      } else {
        const fieldError = result.errors.email ?? result.errors.channels;
        setOutcome({ kind: 'error', text: fieldError ?? result.message, field: result.errors.email ? 'email' : undefined });
      }
    } catch {
      setOutcome({ kind: 'error', text: t.unreachable });
    } finally {
      setSending(false);
    }
  }

  const emailInvalid = outcome?.kind === 'error' && outcome.field === 'email';
  const otherChannels = channels.some((c) => c !== 'email');

  return (
    <form ref={form} className="subscribe" onSubmit={submit}>
      <fieldset className="subscribe-channels" aria-describedby={outcome?.kind === 'error' && outcome.field === 'channels' ? `${id}-status` : undefined}>
        <legend>{t.legend}</legend>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <label className="checkbox subscribe-channel" key={channel.value}>
            <input
              type="checkbox"
              name="channels"
              value={channel.value}
              checked={channels.includes(channel.value)}
              onChange={(event) => toggle(channel.value, event.target.checked)}
            />
            <span>{channel.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="field subscribe-email">
        <label htmlFor={`${id}-email`}>{t.email}</label>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={t.placeholder}
          value={email}
          aria-invalid={emailInvalid || undefined}
          aria-describedby={`${id}-hint${emailInvalid ? ` ${id}-status` : ''}`}
          onChange={(event) => {
            setEmail(event.target.value);
            if (outcome?.kind === 'error') setOutcome(undefined);
          }}
        />
        <p id={`${id}-hint`} className="subscribe-hint">
          {t.emailHint}
        </p>
      </div>
      <button className="btn btn-primary" type="submit" disabled={sending}>
        {sending ? <span className="spinner" aria-hidden="true" /> : <Icon name="bell" />}
        {sending ? t.submitting : t.submit}
      </button>
      <div id={`${id}-status`} className="subscribe-status" role="status" aria-live="polite">
        {outcome && (
          <p className={`alert ${outcome.kind === 'done' ? 'alert-success' : 'alert-danger'}`}>
            {outcome.text}
            {outcome.kind === 'done' && otherChannels && ` ${t.followUp}`}
          </p>
        )}
      </div>
    </form>
  );
}
