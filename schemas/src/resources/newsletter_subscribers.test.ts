import { describe, expect, it } from 'vitest';
import { writableValues } from '../records';
import { fieldByName } from '../resource';
import { validateValues } from '../validation/engine';
import { NEWSLETTER_PUBLIC_FIELDS, NOTIFICATION_CHANNELS, newsletterSubscribers } from './newsletter_subscribers';

describe('newsletter_subscribers resource', () => {
  it('lives under Support in the back-office', () => {
    expect(newsletterSubscribers.name).toBe('newsletter_subscribers');
    expect(newsletterSubscribers.route).toBe('support/newsletter');
    expect(newsletterSubscribers.access.list).toEqual({ roles: ['admin'] });
  });

  it('stores an address once', () => {
    expect(fieldByName(newsletterSubscribers, 'email')).toMatchObject({ type: 'email', required: true, unique: true });
  });

  it('requires a well-formed address', () => {
    expect(validateValues(newsletterSubscribers, {}, { side: 'server' })).toEqual({ email: 'Le champ « E-mail » est requis' });
    expect(validateValues(newsletterSubscribers, { email: 'vous@' }, { side: 'server' })).toEqual({ email: 'Email invalide' });
    expect(validateValues(newsletterSubscribers, { email: ['a@b.fr'] }, { side: 'server' })).toEqual({ email: 'Format invalide' });
    expect(validateValues(newsletterSubscribers, { email: 'vous@entreprise.fr' }, { side: 'server' })).toEqual({});
  });

  it('knows where a subscription comes from, the launch page by default', () => {
    expect(writableValues(newsletterSubscribers, { email: 'vous@entreprise.fr', created_at: 'x' }, 'create')).toEqual({
      email: 'vous@entreprise.fr',
      source: 'work-in-progress',
      channels: [],
    });
    expect(validateValues(newsletterSubscribers, { email: 'a@b.fr', source: 'ailleurs' }, { side: 'server' })).toEqual({
      source: 'Valeur non autorisée',
    });
  });

  it('accepts the four notification channels of the status page only', () => {
    expect(NOTIFICATION_CHANNELS.map((c) => c.value)).toEqual(['email', 'sms', 'webhook', 'slack']);
    expect(validateValues(newsletterSubscribers, { email: 'a@b.fr', source: 'status', channels: ['email', 'slack'] }, { side: 'server' })).toEqual({});
    expect(validateValues(newsletterSubscribers, { email: 'a@b.fr', channels: ['fax'] }, { side: 'server' })).toEqual({
      channels: 'Valeur non autorisée',
    });
  });

  it('lets visitors send the address, the page and the channels', () => {
    expect([...NEWSLETTER_PUBLIC_FIELDS]).toEqual(newsletterSubscribers.fields.filter((f) => !f.readOnly).map((f) => f.name));
  });
});
