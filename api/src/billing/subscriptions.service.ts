/**
 * Subscriptions: the customer's name and e-mail and the trial's end are the server's; the
 * actions of spec 3 §7 (pause, cancel, extend-trial, credits) move the subscription only
 * from the states the registry allows, each in one conditional write, and creating or
 * cancelling one publishes its webhook event.
 */
import { ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import {
  billingPlans,
  billingSubscriptions,
  fromCents,
  PLAN_DEFAULT_TRIAL_DAYS,
  dayKeyOf,
  dueSubscriptionState,
  SUBSCRIPTION_MESSAGES,
  toCents,
  users,
  type BillingSubscription,
  type Values,
} from '@hexagone/schemas';
import { Types } from 'mongoose';
import { ERRORS } from '../common/errors';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService, invalid } from '../crud/crud.service';
import { JobsService } from '../platform/jobs/jobs.service';
import { WebhookEvents } from '../platform/events/webhook-events';

const DAY_MS = 86_400_000;

/** The UTC midnight of a day given as a date or YYYY-MM-DD. */
const dayOf = (value: unknown): Date => {
  const date = value instanceof Date ? value : new Date(String(value ?? ''));
  return Number.isNaN(date.getTime()) ? new Date(new Date().toISOString().slice(0, 10)) : new Date(date.toISOString().slice(0, 10));
};
const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);

const actorOf = (ctx: CrudContext) => ctx.user?.name || 'Système';

/** A locked change's write: fields set, and a line pushed onto a ledger. */
type SubscriptionUpdate = { $set: Partial<BillingSubscription>; $push: Partial<Record<'credit_ledger' | 'trial_extensions', Values>> };

@Injectable()
export class SubscriptionsService implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly events: WebhookEvents,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    const applyDueStates = async () => {
      await this.applyDueStates();
    };
    this.jobs.declare({ name: 'billing.subscriptions', cron: '5 0 * * *', timeZone: 'Europe/Paris', handler: applyDueStates });
    this.crud.on(billingSubscriptions.name, 'billing/subscriptions.service', {
      beforeCreate: async (values) => {
        const user = await this.byId(users.name, values.user_id);
        if (!user) throw invalid({ user_id: SUBSCRIPTION_MESSAGES.userNotFound });
        const plan = await this.byId(billingPlans.name, values.plan_id);
        if (!plan || plan.is_active === false) throw invalid({ plan_id: SUBSCRIPTION_MESSAGES.inactivePlan });
        values.user_name = String(user.name ?? '');
        values.user_email = String(user.email ?? '');
        const start = dayOf(values.start_date);
        if (values.status === 'trial') values.trial_ends_at = addDays(start, Number(plan.trial_days) || PLAN_DEFAULT_TRIAL_DAYS);
        if (!values.next_billing_date) {
          const months = values.billing_period === 'yearly' ? 12 : 1;
          const nextPeriod = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate()));
          values.next_billing_date = values.status === 'trial' ? values.trial_ends_at : nextPeriod;
        }
      },
      afterCreate: (record) => this.events.publish('subscription.created', record),
    });
  }

  /**
   * Every night: pauses that end today resume, trials that ended become paid subscriptions
   * (or expire without a payment method), each through the state machine.
   */
  async applyDueStates(today = dayKeyOf(new Date())): Promise<number> {
    const candidates = await this.crud
      .model(billingSubscriptions.name)
      .find({ status: { $in: ['paused', 'trial'] } }, { _id: 1, status: 1, pause_until: 1, trial_ends_at: 1, payment_method: 1 })
      .lean<Pick<BillingSubscription, '_id' | 'status' | 'pause_until' | 'trial_ends_at' | 'payment_method'>[]>()
      .exec();
    let moved = 0;
    for (const subscription of candidates) {
      const next = dueSubscriptionState(subscription, today);
      if (!next) continue;
      try {
        // From the state it was read in only: one moved meanwhile (by an operator or another run) is not moved again.
        await this.crud.update(billingSubscriptions, String(subscription._id), {}, { onlyFrom: [String(subscription.status)] }, { status: next } satisfies Partial<BillingSubscription>);
        moved += 1;
      } catch (error) {
        // Moved meanwhile by an operator: their action wins.
        if (!(error instanceof ConflictException)) throw error;
      }
    }
    return moved;
  }

  private byId(collection: string, id: unknown): Promise<Values | null> {
    if (typeof id !== 'string' || !Types.ObjectId.isValid(id)) return Promise.resolve(null);
    return this.crud.model(collection).findById(id).lean<Values>().exec();
  }

  /** PUT /billing_subscriptions/{id}/pause {pause_until, reason}: active or trial only. */
  @ActionHandler(billingSubscriptions.name, 'pause')
  pause({ records: [subscription], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    // The action's ask (a date) is validated before this runs.
    const server: Partial<BillingSubscription> = { status: 'paused', pause_until: body.pause_until as BillingSubscription['pause_until'], pause_reason: String(body.reason ?? '') };
    return this.crud.update(billingSubscriptions, String(subscription._id), {}, ctx, server);
  }

  /** PUT /billing_subscriptions/{id}/resume: paused only (the state machine's 'resume'); the pause is over. */
  @ActionHandler(billingSubscriptions.name, 'resume')
  resume({ records: [subscription] }: ActionRequest, ctx: CrudContext): Promise<Values> {
    return this.crud.update(billingSubscriptions, String(subscription._id), {}, ctx, { status: 'active', pause_until: null, pause_reason: '' });
  }

  /** PUT /billing_subscriptions/{id}/cancel: active or trial only; publishes `subscription.cancelled`. */
  @ActionHandler(billingSubscriptions.name, 'cancel')
  async cancel({ records: [subscription] }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const canceled = await this.crud.update(billingSubscriptions, String(subscription._id), {}, ctx, { status: 'canceled', canceled_at: new Date() } satisfies Partial<BillingSubscription>);
    void this.events.publish('subscription.cancelled', canceled);
    return canceled;
  }

  /**
   * PUT /billing_subscriptions/{id}/extend-trial {additional_days, reason}: moves the trial's end,
   * in trial only, and the first billing with it when it was due at the trial's end.
   */
  @ActionHandler(billingSubscriptions.name, 'extend-trial')
  async extendTrial({ records: [subscription], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const days = Number(body.additional_days);
    const line = { date: new Date(), days, reason: String(body.reason ?? ''), by: actorOf(ctx) };
    return this.lockedChange(String(subscription._id), (current) => {
      const before = current.trial_ends_at ? dayOf(current.trial_ends_at) : dayOf(new Date());
      const ends = addDays(before, days);
      const billedAtTrialEnd = !current.next_billing_date || dayOf(current.next_billing_date).getTime() <= before.getTime();
      const set: Partial<BillingSubscription> = billedAtTrialEnd ? { trial_ends_at: ends, next_billing_date: ends } : { trial_ends_at: ends };
      return { filter: { status: 'trial' }, update: { $set: set, $push: { trial_extensions: line } } };
    });
  }

  /** POST /billing_subscriptions/{id}/credits {amount, description}: adds to the balance and keeps the ledger line. */
  @ActionHandler(billingSubscriptions.name, 'credits')
  async credits({ records: [subscription], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const amount = toCents(body.amount);
    const line = { date: new Date(), amount: fromCents(amount), description: String(body.description ?? ''), by: actorOf(ctx) };
    return this.lockedChange(String(subscription._id), (current) => ({
      filter: {},
      update: { $set: { credit_balance: fromCents(toCents(current.credit_balance) + amount) }, $push: { credit_ledger: line } },
    }));
  }

  /**
   * Reads the subscription and writes the change under its lock, so that no other writer
   * comes in between (two credits at once both count); the state refusal when the record
   * no longer meets `filter`.
   */
  private async lockedChange(id: string, change: (current: BillingSubscription) => { filter: Partial<BillingSubscription>; update: SubscriptionUpdate }): Promise<Values> {
    const model = this.crud.model(billingSubscriptions.name);
    await this.crud.withRecordLock(billingSubscriptions, id, async () => {
      const current = await model.findById(id).lean<BillingSubscription>().exec();
      if (!current) throw new NotFoundException(ERRORS.notFound);
      const { filter, update } = change(current);
      if (Object.entries(filter).some(([name, value]) => current[name as keyof BillingSubscription] !== value)) throw new ConflictException(SUBSCRIPTION_MESSAGES.changedMeanwhile);
      await model.updateOne({ _id: current._id }, update).exec();
    });
    return this.crud.findOne(billingSubscriptions, id);
  }
}
