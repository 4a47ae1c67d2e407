/**
 * The knowledge base on the server: an article's author is one of the support staff (the
 * writer when left empty), and a reader's yes/no vote counts once per visitor.
 */
import { ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { KB_MESSAGES, supportKbArticles } from '@hexagone/schemas';
import type { Connection } from 'mongoose';
import { CrudService } from '../crud/crud.service';
import { SupportStaff } from './support-staff';

/** One document per article and visitor, its `_id` made of both: the one index every database enforces. */
export const KB_VOTES_COLLECTION = 'support_kb_votes';

const DUPLICATE_KEY = 11000;

@Injectable()
export class KbService implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly staff: SupportStaff,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  onModuleInit(): void {
    this.crud.on(supportKbArticles.name, {
      checkValues: async (values, _ctx, before) => {
        if (values.author_id && values.author_id !== before?.author_id) await this.staff.assert(values.author_id, 'author_id');
      },
      beforeCreate: async (values, ctx) => {
        if (!values.author_id && ctx.user && (await this.staff.isAgent(ctx.user.id))) values.author_id = ctx.user.id;
      },
    });
  }

  /** Counts a reader's answer to 'Cet article vous a-t-il été utile ?', once per visitor; 409 the second time. */
  async vote(slug: string, visitor: string, helpful: boolean): Promise<{ helpful_yes: number; helpful_no: number }> {
    const articles = this.connection.collection(supportKbArticles.name);
    const article = await articles.findOne({ slug, status: 'published' }, { projection: { _id: 1 } });
    if (!article) throw new NotFoundException(KB_MESSAGES.articleNotFound);
    try {
      await this.connection
        .collection<{ _id: string }>(KB_VOTES_COLLECTION)
        .insertOne({ _id: `${String(article._id)}:${visitor}`, helpful, created_at: new Date() } as never);
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) throw new ConflictException(KB_MESSAGES.alreadyVoted);
      throw error;
    }
    await articles.updateOne({ _id: article._id }, { $inc: { [helpful ? 'helpful_yes' : 'helpful_no']: 1 } });
    const counted = await articles.findOne({ _id: article._id }, { projection: { helpful_yes: 1, helpful_no: 1 } });
    return { helpful_yes: Number(counted?.helpful_yes ?? 0), helpful_no: Number(counted?.helpful_no ?? 0) };
  }
}
