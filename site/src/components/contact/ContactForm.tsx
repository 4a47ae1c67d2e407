/**
 * The contact form (spec 1 §2 "CONTACT", §4 "Contact form"): sent for real to POST /api/contact,
 * 'Envoi en cours...' while it goes, the success text for 5 s and a cleared form, or the
 * server's French message under each refused field. ?demo=true and ?request= prefill it.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { CONTACT_SUBJECTS, contactMessages, fieldByName } from '@hexagone/schemas';
import { contactForm as t, SUCCESS_VISIBLE_MS } from '../../data/contact';
import { contactPresetFor } from '../../lib/contact';
import { sendPublicForm } from '../../lib/public-form';
import { Icon } from '../pricing/Icon';
import { typedText, useTypedBeforeHydration } from '../forms/useTypedBeforeHydration';
import './ContactForm.css';

const FIELDS = ['name', 'email', 'company', 'subject', 'message'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const EMPTY: Values = { name: '', email: '', company: '', subject: '', message: '' };

const def = (name: FieldName) => {
  const field = fieldByName(contactMessages, name);
  if (!field) throw new Error(`Champ ${name} absent de contact_messages`);
  return field;
};

export default function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [notice, setNotice] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  useTypedBeforeHydration(form, (data) => {
    const typed = Object.fromEntries(FIELDS.map((name) => [name, typedText(data, name) ?? ''])) as Values;
    const preset = contactPresetFor(window.location.search);
    if (preset) setNotice(preset.notice);
    setValues({
      ...typed,
      subject: typed.subject || preset?.subject || '',
      message: typed.message || preset?.message || '',
    });
  });

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setSent(false);
    setFailure(undefined);
    try {
      const result = await sendPublicForm('/contact', values, t.failed);
      if (result.ok) {
        setValues(EMPTY);
        setErrors({});
        setNotice(undefined);
        setSent(true);
        return;
      }
      const refused = Object.fromEntries(FIELDS.filter((name) => result.errors[name]).map((name) => [name, result.errors[name]]));
      setErrors(refused);
      const first = FIELDS.find((name) => refused[name]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      else setFailure(result.message);
    } catch {
      setFailure(t.unreachable);
    } finally {
      setSending(false);
    }
  }

  const inputId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const a11y = (name: FieldName) => ({
    id: inputId(name),
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });
  const label = (name: FieldName) => {
    const field = def(name);
    return (
      <label htmlFor={inputId(name)}>
        {field.label}
        {field.required ? (
          <span className="contact-required" aria-hidden="true">
            {' '}*
          </span>
        ) : (
          <span className="contact-optional"> {t.optional}</span>
        )}
      </label>
    );
  };
  const error = (name: FieldName) =>
    errors[name] && (
      <p id={errorId(name)} className="contact-field-error">
        {errors[name]}
      </p>
    );

  return (
    <form ref={form} className="form contact-form" onSubmit={submit}>
      {notice && (
        <p className="contact-notice">
          <Icon name="calendar" />
          {notice}
        </p>
      )}
      <p className="contact-note">{t.requiredNote}</p>
      <div className="contact-row">
        <div className="field">
          {label('name')}
          <input
            {...a11y('name')}
            className="input"
            type="text"
            autoComplete="name"
            required
            maxLength={def('name').maxLength}
            placeholder={t.placeholders.name}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
          />
          {error('name')}
        </div>
        <div className="field">
          {label('email')}
          <input
            {...a11y('email')}
            className="input"
            type="email"
            autoComplete="email"
            required
            maxLength={def('email').maxLength}
            placeholder={t.placeholders.email}
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
          />
          {error('email')}
        </div>
      </div>
      <div className="contact-row">
        <div className="field">
          {label('company')}
          <input
            {...a11y('company')}
            className="input"
            type="text"
            autoComplete="organization"
            maxLength={def('company').maxLength}
            placeholder={t.placeholders.company}
            value={values.company}
            onChange={(event) => change('company', event.target.value)}
          />
          {error('company')}
        </div>
        <div className="field">
          {label('subject')}
          <select
            {...a11y('subject')}
            className="input"
            required
            value={values.subject}
            onChange={(event) => change('subject', event.target.value)}
          >
            <option value="" disabled>
              {t.chooseSubject}
            </option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
          {error('subject')}
        </div>
      </div>
      <div className="field">
        {label('message')}
        <textarea
          {...a11y('message')}
          className="input"
          required
          rows={def('message').rows}
          maxLength={def('message').maxLength}
          placeholder={t.placeholders.message}
          value={values.message}
          onChange={(event) => change('message', event.target.value)}
        />
        {error('message')}
      </div>
      <div role="status" className="contact-status">
        {sent && <p className="alert alert-success">{t.success}</p>}
      </div>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
      <button className="btn btn-primary btn-lg contact-submit" type="submit" disabled={sending}>
        {sending ? <span className="spinner" aria-hidden="true" /> : <Icon name="send" />}
        {sending ? t.sending : t.submit}
      </button>
    </form>
  );
}
