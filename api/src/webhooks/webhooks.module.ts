import { Module } from '@nestjs/common';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/** Webhooks (spec 3 §2-§9): their calls, deliveries and retries; postSignedWebhook (signed-webhook.ts) posts one for any module. */
@Module({
  controllers: [WebhooksController],
  providers: [WebhooksService],
})
export class WebhooksModule {}
