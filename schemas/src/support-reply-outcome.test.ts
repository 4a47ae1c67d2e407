import { describe, expect, it } from 'vitest';
import { findAction } from './resource';
import { supportTickets } from './resources/support_tickets';
import { replyOutcome } from './support';

describe('what an answer to a ticket says of its e-mail (issue 37 §3)', () => {
  it('says « envoyée » only when the mail server took it', () => {
    expect(replyOutcome('sent')).toBe('Réponse envoyée');
    expect(replyOutcome('outbox')).toBe("Réponse enregistrée — e-mail mis en file d'attente (aucun serveur d'envoi configuré)");
    expect(replyOutcome('failed')).toBe("Réponse enregistrée — e-mail mis en file d'attente (échec de l'envoi, nouvel essai automatique)");
    expect(replyOutcome(undefined)).toBe('Réponse enregistrée (ce client n’a pas d’adresse e-mail : il la lira sur son ticket)');
  });

  it('is the success of « Répondre », a note apart', () => {
    const success = findAction(supportTickets, 'reply')!.success as (answer: Record<string, unknown>) => string;
    expect(success({ mail_status: 'outbox' })).toContain("mis en file d'attente");
    expect(success({ internal: true })).toBe('Note interne ajoutée');
  });
});
