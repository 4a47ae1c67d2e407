/** Thirty support tickets of the last two months and a few older ones. */
import { daysBefore, DAY_MS, type Random } from '../random';

export const TICKET_COUNT = 30;

const SUBJECTS = [
  { subject: 'Site inaccessible depuis ce matin', category: 'technical', priority: 'urgent' },
  { subject: 'Facture de mars en double', category: 'billing', priority: 'medium' },
  { subject: 'Comment ajouter un nom de domaine ?', category: 'general', priority: 'low' },
  { subject: 'Export des journaux du pare-feu au format CSV', category: 'feature_request', priority: 'low' },
  { subject: 'Erreur 502 sur l’API de l’agent IA', category: 'bug_report', priority: 'high' },
  { subject: 'Augmenter le quota GPU du cluster', category: 'technical', priority: 'medium' },
  { subject: 'Changement de moyen de paiement', category: 'billing', priority: 'low' },
  { subject: 'Certificat TLS expiré sur le sous-domaine', category: 'technical', priority: 'high' },
  { subject: 'Ajouter l’authentification SSO à la plateforme SaaS', category: 'feature_request', priority: 'medium' },
  { subject: 'Latence élevée vers le nœud blockchain n° 3', category: 'bug_report', priority: 'high' },
  { subject: 'Demande de devis pour 10 agents supplémentaires', category: 'general', priority: 'medium' },
  { subject: 'Sauvegarde nocturne non effectuée', category: 'technical', priority: 'urgent' },
  { subject: 'TVA absente sur la dernière facture', category: 'billing', priority: 'medium' },
  { subject: 'Tableau de bord du pare-feu vide', category: 'bug_report', priority: 'medium' },
  { subject: 'Migration depuis un autre hébergeur', category: 'general', priority: 'low' },
] as const;

/** Older tickets are settled; recent ones still wait. */
function statusFor(daysAgo: number, roll: number): 'open' | 'pending' | 'resolved' | 'closed' {
  if (daysAgo > 20) return roll < 0.6 ? 'resolved' : roll < 0.9 ? 'closed' : 'pending';
  if (daysAgo > 7) return roll < 0.4 ? 'resolved' : roll < 0.7 ? 'pending' : 'open';
  return roll < 0.75 ? 'open' : 'pending';
}

export function demoTickets(now: Date, random: Random, customers: readonly string[], agents: readonly string[]) {
  const tickets = [];
  for (let i = 0; i < TICKET_COUNT; i += 1) {
    // Two tickets every three days, newest first, over about two months.
    const daysAgo = Math.floor(i * 1.5) + random.next() * 0.9 + (i >= 26 ? 20 : 0);
    const createdAt = daysBefore(now, daysAgo);
    const { subject, category, priority } = SUBJECTS[i % SUBJECTS.length];
    const status = statusFor(daysAgo, random.next());
    const answered = status !== 'open' || random.next() < 0.3;
    const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(0, 3) * DAY_MS));
    tickets.push({
      subject,
      user_id: random.pick(customers),
      category,
      description: `${subject}. Merci de revenir vers nous rapidement.`,
      priority,
      status,
      assigned_to: answered ? random.pick(agents) : null,
      tags: [category],
      attachments: [],
      first_response_at: answered ? new Date(createdAt.getTime() + random.int(1, 8) * 3_600_000) : null,
      created_at: createdAt,
      updated_at: updatedAt,
      // The SLA clock: stopped while waiting for the customer, stopped for good once settled.
      sla_paused_since: status === 'pending' ? updatedAt : null,
      resolved_at: status === 'resolved' || status === 'closed' ? updatedAt : null,
    });
  }
  return tickets;
}
