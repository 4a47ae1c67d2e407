/**
 * The support agents (issue 36): whoever holds support.manage (an administrator, the Support
 * role, a team member given « Gérer le support ») and is active. Each account keeps the answer
 * (`support_agent`), so the assignee, chat agent and author pickers are one filtered list: it is
 * set when an account is created and when a write changes its role, permissions or activity,
 * again for the holders of a role whose permissions change, and once, in the background, for
 * the agents among the accounts written before it existed (paced, marked done: a start never
 * waits on a read of every account).
 */
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { isSupportAgent, roles, SUPPORT_MESSAGES, users, type User, type Values } from '@hexagone/schemas';
import { Types } from 'mongoose';
import { CrudService, invalid } from '../crud/crud.service';
import { backfillOnce, pacedBatches } from '../database/paced-reads';

/** The fields of an account the agent flag depends on (isSupportAgent), besides its role's permissions. */
const AGENT_INPUTS = ['role', 'permissions', 'active'] as const;

@Injectable()
export class SupportStaff implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Support');

  constructor(private readonly crud: CrudService) {}

  onModuleInit(): void {
    this.crud.on(users.name, 'support/support-staff', {
      beforeCreate: async (values) => {
        values.support_agent = await this.agentWith(values);
      },
      beforeUpdate: async (values, before) => {
        // A write that changes none of what makes an agent (a rename, or the form sent back with its role as it
        // was) keeps the flag as it is: no role to read on its path. An account without the flag is an older one
        // that is no agent (the start-up back-fill marks the older agents; every account created since has it).
        if (!AGENT_INPUTS.some((name) => name in values && JSON.stringify(values[name]) !== JSON.stringify(before[name]))) return;
        values.support_agent = await this.agentWith({ ...before, ...values });
      },
    });
    this.crud.on(roles.name, 'support/support-staff', {
      afterUpdate: (_before, after) => this.refreshHolders({ role: after.slug }),
      afterDelete: (before) => this.refreshHolders({ role: before.slug }),
    });
  }

  onApplicationBootstrap(): void {
    void this.markOlderAgents().catch((error: unknown) => this.logger.error(`agents du support non marqués : ${(error as Error).message}`));
  }

  /**
   * The agents among the accounts that have no flag yet (an account without it is no agent to the
   * pickers): read 250 at a time by `_id` range, requests first, one write per batch.
   */
  private async markOlderAgents(): Promise<void> {
    const model = this.crud.model(users.name);
    await backfillOnce(model.db.db!, 'users.support_agent', '1', async () => {
      const stored = await this.crud.model(roles.name).find({}, { slug: 1, permissions: 1 }).lean<Values[]>().exec();
      const rolePermissions = new Map(stored.map((role) => [String(role.slug), Array.isArray(role.permissions) ? role.permissions.map(String) : []]));
      for await (const batch of pacedBatches(model.collection, { role: 1, permissions: 1, active: 1, support_agent: 1 })) {
        const agents = batch.filter((account) => account.support_agent === undefined && isSupportAgent(account, rolePermissions.get(String(account.role)) ?? []));
        if (agents.length) await model.collection.updateMany({ _id: { $in: agents.map((account): Types.ObjectId => account._id as Types.ObjectId) } }, { $set: { support_agent: true } });
      }
      return 'done';
    });
  }

  /** 400 on `field` unless the account is a support agent. */
  async assert(id: unknown, field: string): Promise<void> {
    if (!(await this.isAgent(id))) throw invalid({ [field]: SUPPORT_MESSAGES.notStaff });
  }

  async isAgent(id: unknown): Promise<boolean> {
    if (typeof id !== 'string' || !Types.ObjectId.isValid(id)) return false;
    return Boolean(await this.crud.model(users.name).exists({ _id: id, support_agent: true }).exec());
  }

  private async agentWith(account: Values): Promise<boolean> {
    const role = account.role ? await this.crud.model(roles.name).findOne({ slug: account.role }).lean<Values>().exec() : null;
    return isSupportAgent(account, Array.isArray(role?.permissions) ? role.permissions.map(String) : []);
  }

  /** Recomputes the flag of the accounts `where` matches (a role's holders), written only where it changes. */
  private async refreshHolders(where: Values): Promise<void> {
    const accounts = await this.crud.model(users.name).find(where).lean<User[]>().exec();
    for (const account of accounts) {
      const agent = await this.agentWith(account);
      if (account.support_agent !== agent) await this.crud.model(users.name).updateOne({ _id: account._id }, { $set: { support_agent: agent } satisfies Partial<User> }).exec();
    }
  }
}
