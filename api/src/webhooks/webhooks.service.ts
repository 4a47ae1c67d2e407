/**
 * Webhooks (spec 3 §2-§9, issue 21): the business events of the durable event log become
 * deliveries to the active endpoints subscribed to them (the consumer keeps its position, so
 * no event is lost across a restart); a job makes the due attempts every second, signed per
 * Standard Webhooks, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h with jitter; a
 * 410 switches the endpoint off. Addresses pass the SSRF guard when saved and at each attempt.
 */
import { randomUUID } from 'node:crypto';
import { ForbiddenException, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { WEBHOOK_MESSAGES_GRANT, WEBHOOK_TEST_EVENT, webhookEventRefused, webhooks, type Values } from '@hexagone/schemas';
import type { SessionUser } from '../auth/session-user';
import { AccessService } from '../crud/access.service';
import { ERRORS } from '../common/errors';
import { config } from '../config';
import { CrudService } from '../crud/crud.service';
import { invalid } from '../crud/write-values';
import { EventBus } from '../platform/events/event-bus';
import { JobsService } from '../platform/jobs/jobs.service';
import { checkAddress, UnsafeAddressError } from './webhook-address';
import { WebhookDeliveries, type DeliveryDocument, type NewDelivery } from './webhook-deliveries';
import { FOLLOWED_EVENTS, webhookMessageOf } from './webhook-event-names';
import { newWebhookSecret, postSignedWebhook } from './signed-webhook';

/** Attempts made at once by one pass (each waits 15 s at most). */
const PASS_SIZE = 20;
const DELIVERY_PASS_MS = 5_000;

export const WEBHOOK_DISABLED_GONE = 'Le destinataire a répondu 410 (Gone) : webhook désactivé';


interface WebhookDocument {
  _id: unknown;
  url: string;
  secret?: string;
  events?: string[];
  active?: boolean;
  headers?: Record<string, string>;
  created_at?: Date;
}

@Injectable()
export class WebhooksService implements OnModuleInit {
  readonly deliveries: WebhookDeliveries;
  private readonly logger = new Logger('Webhooks');

  constructor(
    @InjectConnection() connection: Connection,
    private readonly crud: CrudService,
    private readonly events: EventBus,
    private readonly jobs: JobsService,
    private readonly access: AccessService,
  ) {
    this.deliveries = new WebhookDeliveries(connection.db!);
  }

  onModuleInit(): void {
    this.crud.on(webhooks.name, 'webhooks/webhooks.service', {
      checkValues: async (values, ctx, before) => {
        // A webhook sends its events' records away: nobody subscribes it to more than they may read, nor changes one that does.
        if (before) await this.assertMaySend(ctx.user, before.events, String(before.name ?? ''));
        if (values.events !== undefined) await this.assertMaySend(ctx.user, values.events);
        if (typeof values.url === 'string' && values.url !== before?.url) await this.assertSafe(values.url);
        // Never an unsigned endpoint: a webhook saved without a secret gets one.
        if (!before && !values.secret) values.secret = newWebhookSecret();
      },
      afterDelete: (before) => this.deliveries.forget(String(before._id ?? before.id)),
    });
    this.events.consume({
      name: 'webhooks',
      events: FOLLOWED_EVENTS,
      handle: async (event) => {
        const message = webhookMessageOf(event.name, event.payload, event.at);
        if (!message) return;
        // An endpoint receives what happened once it existed, not an older event this consumer reaches late.
        const hooks = (await this.subscribed(message.type)).filter((hook) => !hook.created_at || hook.created_at <= message.at);
        for (const hook of hooks) {
          const id = String(hook._id);
          await this.deliveries.enqueue({ webhook_id: id, message_id: `msg_${event.position}`, event: message.type, occurred_at: message.at, data: message.data }, `${id}:${event.position}`);
        }
        // The first attempt at once (when there is one to make); the claims keep two processes from making the same one.
        if (hooks.length) void this.deliverDue().catch((error: unknown) => this.logger.error((error as Error).message));
      },
    });
    // The retries' pass: every 5 s, the schedule's first step (each pass is a recorded job run, so not every second).
    this.jobs.declare({ name: 'webhooks.deliver', everyMs: DELIVERY_PASS_MS, handler: () => this.deliverDue() });
    this.jobs.declare({ name: 'webhooks.claims', everyMs: 3_600_000, handler: (slot) => this.deliveries.purgeClaims(slot) });
  }

  /** 403 when the caller lacks the right of one of `events`; `managed` names the webhook they would change. */
  private async assertMaySend(user: SessionUser | undefined, events: unknown, managed?: string): Promise<void> {
    const caller = await this.access.caller(user);
    const refused = caller ? webhookEventRefused(caller, Array.isArray(events) ? events : []) : 'webhook';
    if (refused === undefined) return;
    throw new ForbiddenException(managed === undefined ? WEBHOOK_MESSAGES_GRANT.cannotSubscribe(refused) : WEBHOOK_MESSAGES_GRANT.cannotManage(managed));
  }

  private async assertSafe(url: string): Promise<void> {
    try {
      await checkAddress(url, config.webhooksAllowLoopbackUnsafe);
    } catch (error) {
      if (error instanceof UnsafeAddressError) throw invalid({ url: error.message });
      throw error;
    }
  }

  private get hooks() {
    return this.crud.model(webhooks.name).collection;
  }

  /** The active webhooks subscribed to this event type (`events` holds it); read at every event, kept between writes (CrudService.findKept). */
  private async subscribed(type: string): Promise<WebhookDocument[]> {
    return (await this.crud.findKept(webhooks.name, { active: true, events: type })) as WebhookDocument[];
  }

  /** Makes every due attempt (the job's pass; the test button and a replay start one at once). */
  async deliverDue(): Promise<void> {
    const now = new Date();
    const due = await this.deliveries.due(now, PASS_SIZE);
    await Promise.all(due.map((delivery) => this.attempt(delivery, now).catch((error: unknown) => this.logger.error(`Livraison ${delivery._id} : ${(error as Error).message}`))));
  }

  private async attempt(delivery: DeliveryDocument, now: Date): Promise<void> {
    const hook = await this.crud.model(webhooks.name).findById(delivery.webhook_id).lean<WebhookDocument>().exec();
    if (!hook?.active) return this.deliveries.abandon(delivery.webhook_id);
    if (!(await this.deliveries.claim(delivery, now))) return;
    const result = await postSignedWebhook({
      url: hook.url,
      secret: this.crud.reveal(hook.secret) ?? '',
      messageId: delivery.message_id,
      type: delivery.event,
      data: delivery.data,
      headers: hook.headers,
      timestamp: delivery.occurred_at,
    });
    const gone = result.status_code === 410;
    await this.deliveries.recordAttempt(delivery, result, gone);
    await this.hooks.updateOne(
      { _id: hook._id as never },
      { $set: { last_attempt: result.at, last_success: result.ok, ...(gone ? { active: false, disabled_reason: WEBHOOK_DISABLED_GONE } : {}) } },
    );
    if (gone) await this.deliveries.abandon(delivery.webhook_id);
  }

  private async queueNow(delivery: NewDelivery): Promise<DeliveryDocument> {
    const queued = await this.deliveries.enqueue(delivery);
    void this.deliverDue().catch((error: unknown) => this.logger.error((error as Error).message));
    return queued;
  }

  /** « Envoyer un événement de test »: one message of type webhook.test, whatever the endpoint subscribes to. */
  async sendTest(id: string): Promise<DeliveryDocument> {
    const hook = await this.crud.findOne(webhooks, id);
    return this.queueNow({
      webhook_id: id,
      message_id: `msg_${randomUUID()}`,
      event: WEBHOOK_TEST_EVENT,
      occurred_at: new Date(),
      data: { webhook_id: id, name: hook.name, message: 'Événement de test envoyé depuis Hexagone' },
    });
  }

  /** A delivery again, as a new one with the same message (same webhook-id: a receiver can tell). */
  async replay(id: string, deliveryId: string): Promise<DeliveryDocument> {
    await this.crud.findOne(webhooks, id);
    const original = await this.deliveries.find(id, deliveryId);
    if (!original) throw new NotFoundException(ERRORS.notFound);
    return this.queueNow({ webhook_id: id, message_id: original.message_id, event: original.event, occurred_at: original.occurred_at, data: original.data });
  }

  async deliveriesOf(id: string, limit: number): Promise<Values[]> {
    await this.crud.findOne(webhooks, id);
    return (await this.deliveries.list(id, limit)).map(deliveryView);
  }
}

export const deliveryView = ({ _id, ...delivery }: DeliveryDocument): Values => ({ id: _id, ...delivery });
