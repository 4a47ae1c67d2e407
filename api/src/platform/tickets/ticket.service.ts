/**
 * Issues tickets to signed-in users and redeems them once. Single use holds across server
 * processes: redeeming inserts the ticket's id as the `_id` of a document, which only the
 * first insert can do. The spent ids are forgotten once their ticket has expired anyway.
 */
import { Injectable, UnauthorizedException, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { users } from '@hexagone/schemas';
import { loadJwtSecret } from '../../auth/jwt-secret';
import { toSessionUser, type SessionUser } from '../../auth/session-user';
import { config } from '../../config';
import { CrudService } from '../../crud/crud.service';
import { JobsService } from '../jobs/jobs.service';
import { TICKET_TTL_MS, issueTicket, readTicket, ticketKey } from './ticket-codec';

export const SPENT_TICKETS_COLLECTION = 'platform_spent_tickets';

export const TICKET_ERRORS = {
  invalid: 'Lien invalide ou expiré : veuillez relancer l’opération',
  used: 'Ce lien a déjà été utilisé : veuillez relancer l’opération',
} as const;

@Injectable()
export class TicketService implements OnModuleInit {
  private readonly key = ticketKey(loadJwtSecret(config.jwtSecret, config.dataDir));

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly crud: CrudService,
    private readonly jobs: JobsService,
  ) {}

  private get spent() {
    return this.connection.db!.collection<{ _id: string; expires_at: Date }>(SPENT_TICKETS_COLLECTION);
  }

  onModuleInit(): void {
    this.jobs.declare({
      name: 'tickets.forget-spent',
      everyMs: 10 * 60_000,
      handler: async () => {
        await this.spent.deleteMany({ expires_at: { $lt: new Date() } });
      },
    });
  }

  issue(user: SessionUser, path: string): { ticket: string; expiresAt: string } {
    const { ticket, claims } = issueTicket(user.id, path, this.key);
    return { ticket, expiresAt: new Date(claims.exp).toISOString() };
  }

  /** The user a ticket stands for, as they are now (a deactivated account opens nothing). */
  async redeem(ticket: string, path: string): Promise<SessionUser> {
    const claims = readTicket(ticket, path, this.key);
    if (typeof claims === 'string') throw new UnauthorizedException(TICKET_ERRORS.invalid);
    const first = await this.spent.insertOne({ _id: claims.jti, expires_at: new Date(claims.exp) }).then(
      () => true,
      (error: unknown) => {
        if ((error as { code?: number }).code === 11000) return false;
        throw error;
      },
    );
    if (!first) throw new UnauthorizedException(TICKET_ERRORS.used);
    const record = await this.crud.findById(users, claims.sub);
    if (!record || record.get('active') === false) throw new UnauthorizedException(TICKET_ERRORS.invalid);
    return toSessionUser(record.toObject());
  }
}

export { TICKET_TTL_MS };
