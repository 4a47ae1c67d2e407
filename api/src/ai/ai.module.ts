import { Module } from '@nestjs/common';
import { AiModelsService } from './ai-models.service';
import { AiTemplatesService } from './ai-templates.service';

/**
 * The AI domain (spec 2 §2.7): models, usage and templates are the generic CRUD's; this
 * module keeps their server-side values and handles the template test action; usage is recorded
 * through usage-records.ts.
 */
@Module({
  providers: [AiModelsService, AiTemplatesService],
})
export class AiModule {}
