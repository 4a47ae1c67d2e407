/**
 * Issues signatures to signed-in users, bound to the session that asked, and redeems them
 * once, while that session lives (a link asked before a logout opens nothing after it). Single use holds across server
 * processes: redeeming inserts the signed link's id as the `_id` of a document, which only the
 * first insert can do. The spent ids are forgotten once their signature has expired anyway.
 */
import { Injectable, UnauthorizedException, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { loadJwtSecret } from '../../auth/jwt-secret';
import type { SessionUser } from '../../auth/session-user';
import { SessionsService } from '../../auth/sessions.service';
import { config } from '../../config';
import { JobsService } from '../jobs/jobs.service';
import { SIGNED_LINK_TTL_MS, issueSignedLink, readSignedLink, signedLinkKey } from './signed-link-codec';

export const SPENT_SIGNED_LINKS_COLLECTION = 'platform_spent_signed_links';

export const SIGNED_LINK_ERRORS = {
  invalid: 'Lien invalide ou expiré : veuillez relancer l’opération',
  used: 'Ce lien a déjà été utilisé : veuillez relancer l’opération',
} as const;

@Injectable()
export class SignedLinkService implements OnModuleInit {
  private readonly key = signedLinkKey(loadJwtSecret(config.jwtSecret, config.dataDir));

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly sessions: SessionsService,
    private readonly jobs: JobsService,
  ) {}

  private get spent() {
    return this.connection.db!.collection<{ _id: string; expires_at: Date }>(SPENT_SIGNED_LINKS_COLLECTION);
  }

  onModuleInit(): void {
    this.jobs.declare({
      name: 'signed-links.forget-spent',
      everyMs: 10 * 60_000,
      handler: async () => {
        await this.spent.deleteMany({ expires_at: { $lt: new Date() } });
      },
    });
  }

  issue(user: SessionUser, sessionId: string, path: string): { signature: string; expiresAt: string } {
    const { signature, claims } = issueSignedLink(user.id, sessionId, path, this.key);
    return { signature, expiresAt: new Date(claims.exp).toISOString() };
  }

  /** The user a signed link stands for, as they are now, and its session (an ended session or a deactivated account opens nothing). */
  async redeem(signature: string, path: string): Promise<{ user: SessionUser; sessionId: string }> {
    const claims = readSignedLink(signature, path, this.key);
    if (typeof claims === 'string') throw new UnauthorizedException(SIGNED_LINK_ERRORS.invalid);
    const first = await this.spent.insertOne({ _id: claims.jti, expires_at: new Date(claims.exp) }).then(
      () => true,
      (error: unknown) => {
        if ((error as { code?: number }).code === 11000) return false;
        throw error;
      },
    );
    if (!first) throw new UnauthorizedException(SIGNED_LINK_ERRORS.used);
    const open = await this.sessions.resolve(claims.sid, claims.sub);
    if (!open) throw new UnauthorizedException(SIGNED_LINK_ERRORS.invalid);
    return { user: open.user, sessionId: claims.sid };
  }
}

export { SIGNED_LINK_TTL_MS };
