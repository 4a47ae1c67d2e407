/**
 * The prompt templates' server-kept values and their test: the author is the signed-in
 * person, the model one of the active models, and a test renders the prompts and estimates
 * the call with the shared template module, without calling any model provider.
 */
import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  SYSTEM_AUTHOR,
  aiModels,
  aiTemplates,
  messages,
  renderPrompts,
  testTemplate,
  type TemplateTest,
  type Values,
  type VariableValues,
} from '@hexagone/schemas';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import { CrudService, invalid } from '../crud/crud.service';
import { TemplateTestDto } from './template-test.dto';

export const TEMPLATE_ERRORS = {
  inactiveModel: 'Choisissez un modèle actif',
  missingModel: "Le modèle de ce template n'existe plus",
} as const;

export interface TemplateTestAnswer extends TemplateTest {
  model: { model_id: string; name: string; provider: string };
}

@Injectable()
export class AiTemplatesService implements OnModuleInit {
  constructor(private readonly crud: CrudService) {}

  onModuleInit(): void {
    this.crud.on(aiTemplates.name, 'ai/ai-templates.service', {
      beforeCreate: async (values, ctx) => {
        await this.assertActiveModel(values.model_id);
        values.created_by = ctx.user?.name || SYSTEM_AUTHOR;
      },
      beforeUpdate: async (values, before) => {
        if ('model_id' in values && values.model_id !== before.model_id) await this.assertActiveModel(values.model_id);
      },
    });
  }

  /** The picker offers active models only; the server holds a forged request to it too. */
  private async assertActiveModel(modelId: unknown): Promise<void> {
    const active = await this.crud
      .model(aiModels.name)
      .exists({ model_id: String(modelId), is_active: true })
      .exec();
    if (!active) throw invalid({ model_id: TEMPLATE_ERRORS.inactiveModel });
  }

  /**
   * 'Tester' (POST /ai_templates/{id}/test with `{ values }`): renders the prompts with the
   * values and estimates the call (tokens: characters / 4; cost: input plus max_tokens of
   * output at the model's prices), without calling any provider. A test is not a use: the
   * template's usage count and last use stay as they are.
   */
  @ActionHandler(aiTemplates.name, 'test', { body: TemplateTestDto })
  async test({ records: [template], body }: ActionRequest): Promise<TemplateTestAnswer> {
    const values = ((body as TemplateTestDto).values ?? {}) as VariableValues;
    const model = (await this.crud
      .model(aiModels.name)
      .findOne({ model_id: String(template.model_id) })
      .lean()
      .exec()) as Values | null;
    if (!model) throw new ConflictException(TEMPLATE_ERRORS.missingModel);

    const { missing } = renderPrompts(template, values);
    if (missing.length) throw invalid(Object.fromEntries(missing.map((variable) => [variable.name, messages.required(variable.label)])));

    const result = testTemplate(template, model, values);
    return { ...result, model: { model_id: String(model.model_id), name: String(model.name), provider: String(model.provider) } };
  }
}
