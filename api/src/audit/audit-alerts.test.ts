import { describe, expect, it } from 'vitest';
import { alertMail, ruleMatches } from './audit-alerts.service';

const entry = { action: 'user.deleted', resource_type: 'users', resource_id: 'u1', severity: 'warning', user_name: null, user_email: 'alice@exemple.fr', ip_address: '10.0.0.1', timestamp: '2026-01-15T09:30:00.000Z', sequence: 42, error: null };

describe('audit alert rules', () => {
  it('match their action type, and their resource type when they name one, while enabled', () => {
    expect(ruleMatches({ action_type: 'user.deleted', enabled: true }, entry)).toBe(true);
    expect(ruleMatches({ action_type: 'user.deleted', resource_type: 'users', enabled: true }, entry)).toBe(true);
    expect(ruleMatches({ action_type: 'user.deleted', resource_type: 'blog_posts', enabled: true }, entry)).toBe(false);
    expect(ruleMatches({ action_type: 'user.created', enabled: true }, entry)).toBe(false);
    expect(ruleMatches({ action_type: 'user.deleted', enabled: false }, entry)).toBe(false);
  });

  it('write their e-mail in French, the time in Paris', () => {
    const mail = alertMail({ name: 'Comptes supprimés' }, entry);
    expect(mail.subject).toBe("Alerte du journal d'audit : Comptes supprimés");
    expect(mail.text.split('\n')).toEqual([
      "L'alerte « Comptes supprimés » du journal d'audit s'est déclenchée.",
      '',
      'Action : Utilisateur supprimé',
      'Sévérité : Attention',
      'Utilisateur : alice@exemple.fr',
      'Ressource : users u1',
      'Adresse IP : 10.0.0.1',
      expect.stringMatching(/^Date : 15\/01\/2026 10:30/),
      'Entrée n° 42',
    ]);
  });
});
