/**
 * The AI models' server-kept rules: one default model at most, and usage figures that
 * count what was recorded under the model's id before it was (re)created.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { aiModels, type Values } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { refreshUsageStats } from './usage-records';

@Injectable()
export class AiModelsService implements OnModuleInit {
  constructor(private readonly crud: CrudService) {}

  onModuleInit(): void {
    this.crud.on(aiModels.name, 'ai/ai-models.service', {
      afterCreate: async (record) => {
        await this.keepSingleDefault(record);
        // Usage recorded under this model_id before (a model removed, then added again) counts.
        await refreshUsageStats(this.crud, [String(record.model_id)]);
      },
      afterUpdate: (_before, after) => this.keepSingleDefault(after),
    });
  }

  /** Setting one model as the default unsets the others. */
  private async keepSingleDefault(record: Values): Promise<void> {
    if (record.is_default !== true) return;
    await this.crud
      .model(aiModels.name)
      .updateMany({ _id: { $ne: record._id }, is_default: true }, { $set: { is_default: false } })
      .exec();
  }
}
