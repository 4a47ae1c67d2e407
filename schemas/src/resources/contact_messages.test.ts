import { describe, expect, it } from 'vitest';
import { writableValues } from '../records';
import { fieldByName } from '../resource';
import { validateValues } from '../validation/engine';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_PUBLIC_FIELDS,
  CONTACT_STATUSES,
  CONTACT_SUBJECTS,
  CONTACT_SUCCESS_MESSAGE,
  contactMessages,
} from './contact_messages';

const valid = {
  name: 'Claire Martin',
  email: 'claire@exemple.fr',
  subject: 'information',
  message: 'Bonjour, je souhaite une démonstration.',
};

describe('contact_messages resource', () => {
  it('lives under Support in the back-office, read and handled there but never created', () => {
    expect(contactMessages.name).toBe('contact_messages');
    expect(contactMessages.label).toBe('Messages de contact');
    expect(contactMessages.route).toBe('support/contact');
    expect(contactMessages.operations).toEqual({ create: false, edit: true, delete: true, export: true });
    expect(contactMessages.access.list).toEqual({ roles: ['admin'] });
    expect(contactMessages.list.sort).toEqual({ field: 'created_at', order: 'DESC' });
  });

  it('offers the five subjects of the spec, in order', () => {
    expect(CONTACT_SUBJECTS.map((s) => s.label)).toEqual([
      "Demande d'information",
      'Support technique',
      'Partenariat commercial',
      'Devenir Provider',
      'Autre',
    ]);
    expect(fieldByName(contactMessages, 'subject')?.options).toBe(CONTACT_SUBJECTS);
  });

  it('keeps the spec success text', () => {
    expect(CONTACT_SUCCESS_MESSAGE).toBe(
      'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.',
    );
  });

  it('accepts a complete message, company optional', () => {
    expect(validateValues(contactMessages, valid, { side: 'server' })).toEqual({});
    expect(validateValues(contactMessages, { ...valid, company: 'Souverain SAS' }, { side: 'server' })).toEqual({});
  });

  it('requires name, email, subject and message with French messages', () => {
    expect(validateValues(contactMessages, {}, { side: 'server' })).toEqual({
      name: 'Le champ « Nom » est requis',
      email: 'Le champ « E-mail » est requis',
      subject: 'Le champ « Sujet » est requis',
      message: 'Le champ « Message » est requis',
    });
  });

  it('refuses a malformed address, an unknown subject and an overlong message', () => {
    expect(
      validateValues(
        contactMessages,
        { ...valid, email: 'claire@', subject: 'spam', message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
        { side: 'server' },
      ),
    ).toEqual({
      email: 'Email invalide',
      subject: 'Valeur non autorisée',
      message: `Maximum ${CONTACT_MESSAGE_MAX_LENGTH} caractères autorisés`,
    });
  });

  it('refuses values that are not text', () => {
    expect(validateValues(contactMessages, { ...valid, name: { $ne: '' } }, { side: 'server' })).toEqual({ name: 'Format invalide' });
  });

  it('starts new; the address and date are never taken from a request', () => {
    const stored = writableValues(contactMessages, { ...valid, ip_address: '1.2.3.4', created_at: '2000-01-01' }, 'create');
    expect(stored).toEqual({ ...valid, status: 'new' });
    expect(CONTACT_STATUSES.map((s) => s.value)).toEqual(['new', 'read', 'answered']);
  });

  it("lets the team change only the status of a visitor's message", () => {
    expect(writableValues(contactMessages, { ...valid, message: 'réécrit', status: 'answered' }, 'edit')).toEqual({ status: 'answered' });
    expect(validateValues(contactMessages, { status: 'read' }, { mode: 'edit', side: 'server' })).toEqual({});
    expect(validateValues(contactMessages, { status: 'lost' }, { mode: 'edit', side: 'server' })).toEqual({ status: 'Valeur non autorisée' });
  });

  it('lets visitors send exactly the form fields', () => {
    const declared = contactMessages.fields.filter((f) => !f.readOnly && f.name !== 'status').map((f) => f.name);
    expect([...CONTACT_PUBLIC_FIELDS]).toEqual(declared);
  });

  it('offers row actions to mark a message read, then answered', () => {
    const byName = Object.fromEntries(contactMessages.actions.map((a) => [a.name, a]));
    expect(byName.mark_read.when?.({ status: 'new' })).toBe(true);
    expect(byName.mark_read.when?.({ status: 'read' })).toBe(false);
    expect(byName.mark_answered.when?.({ status: 'read' })).toBe(true);
    expect(byName.mark_answered.when?.({ status: 'answered' })).toBe(false);
    expect(byName.mark_answered.effect).toEqual({ kind: 'update', set: { status: 'answered' } });
    const reply = byName.reply.effect;
    expect(reply.kind === 'link' && reply.href({ email: 'claire@exemple.fr' })).toBe('mailto:claire%40exemple.fr');
  });
});
