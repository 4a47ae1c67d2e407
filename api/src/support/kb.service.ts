/**
 * The knowledge base on the server: an article's author is one of the support staff (the
 * writer when left empty), and a reader's yes/no vote counts once per visitor. A visitor is
 * known by the cookie the vote gives and, without it, by the day's hash of their address and
 * browser (as the audience measure counts them, daily-salt.ts): a vote without the cookie from
 * the same browser changes nothing; and one address votes at most KB_VOTE_ADDRESS_LIMIT times on
 * an article in a day, whatever browsers it claims.
 */
import { ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { KB_MESSAGES, KB_VOTE_ADDRESS_LIMIT, parisDayKey, supportKbArticles } from '@hexagone/schemas';
import type { Connection } from 'mongoose';
import { DailySalts, visitorHash } from '../analytics/daily-salt';
import { CrudService } from '../crud/crud.service';
import { DatabaseThrottlerStorage } from '../platform/limits/database-throttler-storage';
import { countOrRefuse } from '../platform/limits/flood-limit';
import { SupportStaff } from './support-staff';

/** One document per article and visitor, its `_id` made of both: the one index every database enforces. */
export const KB_VOTES_COLLECTION = 'support_kb_votes';

const DUPLICATE_KEY = 11000;

/** Who votes: the cookie's visitor, and where they vote from (address and browser). */
export interface KbVoter {
  visitor: string;
  ip: string;
  userAgent: string;
}

@Injectable()
export class KbService implements OnModuleInit {
  private readonly salts: DailySalts;
  private readonly limits: DatabaseThrottlerStorage;

  constructor(
    private readonly crud: CrudService,
    private readonly staff: SupportStaff,
    @InjectConnection() private readonly connection: Connection,
  ) {
    this.salts = new DailySalts(connection.db!);
    this.limits = new DatabaseThrottlerStorage(connection.db!);
  }

  onModuleInit(): void {
    this.crud.on(supportKbArticles.name, 'support/kb.service', {
      checkValues: async (values, _ctx, before) => {
        if (values.author_id && values.author_id !== before?.author_id) await this.staff.assert(values.author_id, 'author_id');
      },
      beforeCreate: async (values, ctx) => {
        if (!values.author_id && ctx.user && (await this.staff.isAgent(ctx.user.id))) values.author_id = ctx.user.id;
      },
    });
  }

  /** Counts a reader's answer to 'Cet article vous a-t-il été utile ?', once per visitor; 409 the second time. */
  async vote(slug: string, voter: KbVoter, helpful: boolean): Promise<{ helpful_yes: number; helpful_no: number }> {
    const articles = this.connection.collection(supportKbArticles.name);
    const article = await articles.findOne({ slug, status: 'published' }, { projection: { _id: 1 } });
    if (!article) throw new NotFoundException(KB_MESSAGES.articleNotFound);
    const id = String(article._id);
    await countOrRefuse(this.limits, 'kb-vote-address', `${id}:${voter.ip}`, { ...KB_VOTE_ADDRESS_LIMIT, message: KB_MESSAGES.voteFlood });
    const now = new Date();
    const browser = visitorHash(await this.salts.saltOf(parisDayKey(now)), 'kb', voter.ip, voter.userAgent);
    try {
      // In order: the browser's mark first, so that a browser without its cookie is refused before anything lands.
      await this.connection.collection<{ _id: string }>(KB_VOTES_COLLECTION).insertMany(
        [
          { _id: `${id}:browser:${browser}`, helpful, created_at: now },
          { _id: `${id}:${voter.visitor}`, helpful, created_at: now },
        ] as never[],
        { ordered: true },
      );
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) throw new ConflictException(KB_MESSAGES.alreadyVoted);
      throw error;
    }

    await articles.updateOne({ _id: article._id }, { $inc: { [helpful ? 'helpful_yes' : 'helpful_no']: 1 } });
    const counted = await articles.findOne({ _id: article._id }, { projection: { helpful_yes: 1, helpful_no: 1 } });
    return { helpful_yes: Number(counted?.helpful_yes ?? 0), helpful_no: Number(counted?.helpful_no ?? 0) };
  }
}
