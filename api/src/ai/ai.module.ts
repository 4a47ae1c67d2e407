import { Module } from '@nestjs/common';
import { AiModelsService } from './ai-models.service';
import { AiTemplatesController } from './ai-templates.controller';
import { AiTemplatesService } from './ai-templates.service';

/**
 * The AI domain (spec 2 §2.7): models, usage and templates are the generic CRUD's; this
 * module keeps their server-side values and serves the template test; usage is recorded
 * through usage-records.ts.
 */
@Module({
  controllers: [AiTemplatesController],
  providers: [AiModelsService, AiTemplatesService],
})
export class AiModule {}
