import {
  supportChatAgents,
  supportChatResponses,
  supportKbArticles,
  supportKbCategories,
  supportKbFaqs,
  supportTicketMessages,
  supportTickets,
  type Values,
  type ResourceDef,
} from '@hexagone/schemas';
import type { CrudService } from '../../crud/crud.service';
import { CANNED_RESPONSES, CHAT_AGENTS, KB_ARTICLES, KB_CATEGORIES, KB_FAQS } from '../data/support-desk';
import { demoTickets } from '../data/tickets';
import { seededRandom } from '../random';
import type { Seeder, SeedLog } from '../seeder';
import { accounts, customersOf } from '../accounts';
import { createWithPast, isEmpty } from '../server-values';

/** What the support desk's work left on a ticket, kept by the server (a ticket starts open: its state is its past too). */
const TICKET_PAST = ['status', 'first_response_at', 'sla_paused_since', 'resolved_at', 'created_at', 'updated_at'];

/**
 * A seeded ticket the team answered has that answer in its thread, at its first response
 * (issue 36: a ticket waiting for its customer said the team had not written). Written as
 * the past, without the hooks of a new answer (no mail to the customer, no change of state).
 */
async function answerInThreads(crud: CrudService, all: readonly { id: string; name: string }[]): Promise<void> {
  const answered = await crud.model(supportTickets.name).find({ first_response_at: { $ne: null } }).lean<Values[]>().exec();
  for (const ticket of answered) {
    const author = all.find((account) => account.id === String(ticket.assigned_to));
    const Messages = crud.model(supportTicketMessages.name);
    // Its own time, not the seed's: no automatic timestamps.
    await new Messages({
      ticket_id: String(ticket._id),
      customer_id: ticket.user_id ? String(ticket.user_id) : null,
      author_kind: 'staff',
      author_id: author?.id ?? null,
      author_name: author?.name ?? 'Support',
      content: SEED_ANSWER,
      attachments: [],
      created_at: ticket.first_response_at,
      updated_at: ticket.first_response_at,
    }).save({ timestamps: false });
    await crud.model(supportTickets.name).updateOne({ _id: ticket._id }, { $set: { reply_count: 1 } }).exec();
  }
}

/** The team's first answer on a seeded ticket. */
const SEED_ANSWER = 'Bonjour, merci pour votre message. Nous avons pris votre demande en charge et revenons vers vous dès que possible.';

/** Fills one collection of the desk, only while it is empty (running the seed twice changes nothing). */
async function fill(crud: CrudService, log: SeedLog, resource: ResourceDef, noun: string, create: () => Promise<number>): Promise<void> {
  log(`${(await isEmpty(crud, resource)) ? await create() : 0} ${noun}`);
}

export const supportSeeder: Seeder = {
  name: 'support',
  order: 70,
  async run(crud, log, ctx) {
    const all = await accounts(crud);
    const staff = all.filter((a) => a.role === 'support' || a.role === 'admin');
    const agents = all.filter((a) => a.role === 'support');
    await fill(crud, log, supportTickets, 'ticket(s) de support créé(s)', async () => {
      const created = await createWithPast(crud, supportTickets, demoTickets(new Date(), seededRandom(70), customersOf(all).map((c) => c.id), staff.map((a) => a.id)), {
        past: TICKET_PAST,
        ctx,
      });
      await answerInThreads(crud, all);
      return created;
    });
    const categories = new Map<string, string>();
    await fill(crud, log, supportKbCategories, 'catégorie(s) de la base de connaissances créée(s)', async () => {
      for (const [order, category] of KB_CATEGORIES.entries()) categories.set(category.slug, String((await crud.create(supportKbCategories, { ...category, order }, ctx))._id));
      return KB_CATEGORIES.length;
    });
    // The articles and questions go in the categories just created (none when an installation had its own).
    if (!categories.size) return;
    await fill(crud, log, supportKbArticles, 'article(s) publié(s)', () =>
      createWithPast(
        crud,
        supportKbArticles,
        KB_ARTICLES.map(({ category, ...article }, index) => ({
          ...article,
          category_id: categories.get(category),
          status: 'published',
          author_id: staff[index % staff.length]?.id,
        })),
        { past: ['views', 'helpful_yes', 'helpful_no'], ctx },
      ),
    );
    await fill(crud, log, supportKbFaqs, 'question(s) de FAQ créée(s)', () =>
      createWithPast(
        crud,
        supportKbFaqs,
        KB_FAQS.map(({ category, ...faq }, order) => ({ ...faq, category_id: categories.get(category), order })),
        { past: [], ctx },
      ),
    );
    await fill(crud, log, supportChatResponses, 'réponse(s) prédéfinie(s) créée(s)', () =>
      createWithPast(crud, supportChatResponses, CANNED_RESPONSES, { past: ['usage_count'], ctx }),
    );
    await fill(crud, log, supportChatAgents, 'agent(s) du chat créé(s)', () =>
      createWithPast(
        crud,
        supportChatAgents,
        agents.slice(0, CHAT_AGENTS.length).map((agent, index) => ({ ...CHAT_AGENTS[index], user_id: agent.id })),
        { past: [], ctx },
      ),
    );
  },
};
