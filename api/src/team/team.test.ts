import { describe, expect, it } from 'vitest';
import { passwordPolicyOf, SECURITY_DEFAULTS } from '@hexagone/schemas';
import { invitationMail, invitationRefusal } from './team-invitations.service';
import { activityView, memberGrant } from './team-members.service';
import { memberPasswordErrors } from './member-password';

const DAY = 24 * 3600_000;

describe('invitationRefusal', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('opens a pending invitation until its expiry, then says it expired', () => {
    expect(invitationRefusal({ status: 'pending', expires_at: new Date(now.getTime() + DAY) }, now)).toBeUndefined();
    expect(invitationRefusal({ status: 'pending', expires_at: now }, now)).toBe('Cette invitation a expiré : demandez-en une nouvelle à un administrateur');
  });
  it('says a used or revoked link is so, even before its expiry', () => {
    const later = new Date(now.getTime() + DAY);
    expect(invitationRefusal({ status: 'accepted', expires_at: later }, now)).toBe('Cette invitation a déjà été utilisée');
    expect(invitationRefusal({ status: 'revoked', expires_at: later }, now)).toBe('Cette invitation a été révoquée');
  });
});

describe('invitationMail', () => {
  it('names who invites, the role, the message, the link and its expiry in French', () => {
    const mail = invitationMail(
      { role: 'moderator', message: 'À bientôt', expires_at: new Date('2026-12-03T09:30:00Z'), invited_by_name: 'Alice Admin' },
      'https://hexagone.fr/invitation?token=abc',
    );
    expect(mail.subject).toBe('Invitation à rejoindre l’équipe Hexagone');
    expect(mail.text).toContain('Alice Admin vous invite à rejoindre l’équipe Hexagone en tant que Modérateur.');
    expect(mail.text).toContain('« À bientôt »');
    expect(mail.text).toContain('https://hexagone.fr/invitation?token=abc');
    expect(mail.text).toContain('expire le 3 décembre 2026 à 10:30');
  });
});

describe('memberGrant', () => {
  it('defaults to an editor with the editor’s permissions; asked permissions win', () => {
    expect(memberGrant(undefined, undefined)).toEqual({ role: 'editor', permissions: ['content.edit', 'content.publish', 'analytics.view'] });
    expect(memberGrant('viewer', [])).toEqual({ role: 'viewer', permissions: [] });
  });
});

describe('activityView', () => {
  it('reads an activity entry as timestamp, French action, details and address', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(
      activityView({ _id: 'e1', created_at: at, action: 'update', collection: 'blog_posts', resource_type: 'Article', details: { label: 'Lancement', fields: ['title'] }, ip_address: '127.0.0.1' }),
    ).toEqual({ id: 'e1', timestamp: at, action: 'Modification', details: 'Article — Lancement — champs : Titre', ip_address: '127.0.0.1' });
  });

  it('names the changed fields by their French labels, and keeps a name no resource declares', () => {
    const entry = activityView({ _id: 'e2', action: 'create', collection: 'services', resource_type: 'Service', details: { fields: ['cpu_limit', 'auto_restart', 'inconnu'] } });
    expect(entry.details).toBe('Service — champs : Limite CPU (cœurs), Redémarrage automatique, inconnu');
  });
});

describe('memberPasswordErrors', () => {
  const policy = passwordPolicyOf(SECURITY_DEFAULTS);
  it('applies the password policy of the security settings, then the confirmation', () => {
    expect(memberPasswordErrors('court', 'court', policy).password).toBe('Le mot de passe doit contenir au moins 8 caractères');
    expect(memberPasswordErrors('Password1', 'Password1', { ...policy, requireSpecial: false }).password).toMatch(/plus courants/);
    expect(memberPasswordErrors('assez-long-1', 'assez-long-1', policy).password).toBe('Le mot de passe doit contenir au moins une majuscule');
    expect(memberPasswordErrors('Assez-long-1', 'autre', policy)).toEqual({ confirmPassword: 'Les mots de passe ne correspondent pas' });
    expect(memberPasswordErrors('Assez-long-1', 'Assez-long-1', policy)).toEqual({});
    expect(memberPasswordErrors('Assez-long-1', 'Assez-long-1', { ...policy, minLength: 20 }).password).toBe('Le mot de passe doit contenir au moins 20 caractères');
  });
});
