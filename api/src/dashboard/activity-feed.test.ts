import { describe, expect, it } from 'vitest';
import { activityItem, type ActivityRow } from './activity-feed';

const names = new Map([['u1', 'Marie Dupont']]);
const at = new Date('2025-05-02T08:30:00Z');
const row = (fields: Partial<ActivityRow>): ActivityRow => ({ _id: 'a1', user_id: 'u1', status_code: 200, created_at: at, ...fields });

describe('activityItem', () => {
  it('says who created what, in French, as a success', () => {
    expect(activityItem(row({ action: 'create', collection: 'blog_posts', details: { label: 'Lancement' } }), names)).toEqual({
      id: 'a1',
      type: 'success',
      icon: 'AddCircle',
      message: 'Marie Dupont a créé un article « Lancement »',
      timestamp: '2025-05-02T08:30:00.000Z',
    });
  });

  it('an update is information, a deletion a warning', () => {
    const update = activityItem(row({ action: 'update', collection: 'users', details: { label: 'Zoé' } }), names);
    expect(update).toMatchObject({ type: 'info', message: 'Marie Dupont a modifié un utilisateur « Zoé »' });
    const removal = activityItem(row({ action: 'delete', collection: 'roles' }), names);
    expect(removal).toMatchObject({ type: 'warning', icon: 'Delete', message: 'Marie Dupont a supprimé un rôle' });
  });

  it('names a domain action by its registry label', () => {
    const reset = activityItem(row({ action: 'update', collection: 'users', details: { operation: 'reset-password' } }), names);
    expect(reset.message).toBe('Marie Dupont a lancé « Réinitialiser le mot de passe » sur un utilisateur');
  });

  it('logins: a session opened is information, a refused one an error', () => {
    expect(activityItem(row({ action: 'login', collection: 'users' }), names)).toMatchObject({ type: 'info', message: 'Connexion de Marie Dupont' });
    const refused = activityItem(row({ action: 'login', user_id: null, status_code: 401, details: { email: 'x@y.fr' } }), names);
    expect(refused).toMatchObject({ type: 'error', message: 'Échec de connexion pour x@y.fr' });
    // A refused second factor is its account's, and says so (issue 26 §8).
    const mfa = activityItem(row({ action: 'login', action_type: 'mfa-failed', status_code: 401, details: { reason: 'Code incorrect' } }), names);
    expect(mfa).toMatchObject({ type: 'error', message: 'Second facteur refusé pour Marie Dupont' });
  });

  it('elides "de" before a vowel', () => {
    const alice = activityItem(row({ action: 'login', user_id: 'u2' }), new Map([['u2', 'Alice Admin']]));
    expect(alice.message).toBe('Connexion d’Alice Admin');
    expect(activityItem(row({ action: 'register' }), names).message).toBe('Inscription de Marie Dupont');
  });

  it('without a user it is the system, or a visitor of the public site', () => {
    expect(activityItem(row({ action: 'create', collection: 'services', user_id: null }), names).message).toBe('Le système a créé un service');
    expect(activityItem(row({ action: 'create', collection: 'contact_messages', user_id: null, details: { visitor: true } }), names).message).toBe(
      'Un visiteur a créé un message de contact',
    );
    expect(activityItem(row({ action: 'create', collection: 'roles', user_id: 'gone' }), names).message).toBe('Un utilisateur supprimé a créé un rôle');
    const kept = row({ action: 'create', collection: 'roles', user_id: 'gone', actor_kind: 'user', actor_name: 'Paul Martin' });
    expect(activityItem(kept, names).message).toBe('Paul Martin a créé un rôle');
    expect(activityItem(row({ action: 'create', collection: 'newsletter_subscribers', user_id: null, actor_kind: 'visitor' }), names).message).toMatch(/^Un visiteur/);
  });

  it('names a record of an unknown collection generically', () => {
    expect(activityItem(row({ action: 'create', collection: 'widgets' }), names).message).toBe('Marie Dupont a créé un élément de « widgets »');
  });
});
