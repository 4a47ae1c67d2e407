import { describe, expect, it } from 'vitest';
import { cleanUrl, oneLine, sanitise, writeAction, writeSeverity } from './audit-entry';
import { activityContent } from './audit-recorder';

describe('audit entry values', () => {
  it('keeps values on one line, without secrets by name or by look', () => {
    expect(oneLine('ligne 1\r\nligne 2\u2028fin')).toBe('ligne 1 ligne 2 fin');
    expect(
      sanitise({ name: 'Alice\nAdmin', password: 'x', smtp_password: 'y', mfaToken: 'z', api_key: 'k', note: 'Bearer abc.def', jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', when: new Date(0) }),
    ).toEqual({ name: 'Alice Admin', note: '[masqué]', jwt: '[masqué]', when: '1970-01-01T00:00:00.000Z' });
    expect(cleanUrl('/api/webmaster/audit-logs/stream?signature=abc&page=2&token=t')).toBe('/api/webmaster/audit-logs/stream?signature=%5Bmasqu%C3%A9%5D&page=2&token=%5Bmasqu%C3%A9%5D');
  });

  it('names each write with its action type of spec 3 §9', () => {
    expect(writeAction('users', 'create')).toBe('user.created');
    expect(writeAction('api_keys', 'delete')).toBe('api_key.deleted');
    expect(writeAction('settings_security', 'update')).toBe('settings.updated');
    expect(writeAction('audit_settings', 'create')).toBe('settings.updated');
    expect(writeAction('blog_posts', 'update')).toBe('content.updated');
    expect(writeAction('billing_invoices', 'update', { status: { before: 'pending', after: 'paid' } })).toBe('payment.processed');
    expect(writeAction('billing_invoices', 'update', { notes: { before: '', after: 'x' } })).toBe('content.updated');
    expect(writeSeverity('delete')).toBe('warning');
  });

  it('names a domain action by its operation, a failed one too (issue 37 §4)', () => {
    expect(writeAction('webhooks', 'create')).toBe('webhook.created');
    expect(writeAction('service_instances', 'update', undefined, 'scale')).toBe('instance.scaled');
    expect(writeAction('service_instances', 'update', undefined, 'backup-failed')).toBe('instance.backed_up');
    expect(writeAction('billing_credit_notes', 'create', undefined, 'refund')).toBe('credit_note.issued');
    expect(writeAction('billing_invoices', 'update', undefined, 'refund')).toBe('invoice.refunded');
    // A payment stays a payment, whatever the operation that made it.
    expect(writeAction('billing_invoices', 'update', { status: { before: 'pending', after: 'paid' } }, 'pay')).toBe('payment.processed');
  });

  it('turns a refused login of the activity log into a warning with its reason, and a security notice into a critical alert', () => {
    const base = { actor_kind: 'user' as const, actor_name: 'Bob', actor_email: 'bob@exemple.fr', user_id: 'u1', collection: 'users', resource_id: 'u1', method: 'POST', status_code: 401, ip_address: '127.0.0.1', resource_type: null };
    const facts = { ip_address: '127.0.0.1', user_agent: 'Navigateur', http_method: 'POST', request_url: '/api/auth/login' };
    const failed = activityContent({ ...base, action: 'login', action_type: 'login-failed', details: { email: 'bob@exemple.fr', reason: 'E-mail ou mot de passe incorrect' } }, facts, new Date(0));
    expect(failed).toMatchObject({ action: 'user.login', severity: 'warning', error: 'E-mail ou mot de passe incorrect', user: 'u1', details: { email: 'bob@exemple.fr', operation: 'login-failed' } });
    const notice = activityContent({ ...base, action: 'update', action_type: 'security.alert', details: { label: 'x' } }, facts, new Date(0));
    expect(notice).toMatchObject({ action: 'security.alert', severity: 'critical' });
    expect(activityContent({ ...base, action: 'view', action_type: 'view', details: {} }, facts, new Date(0))).toBeUndefined();
  });
});
