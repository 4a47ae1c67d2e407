/**
 * POST /api/ai_templates/{id}/test: the back-office's 'Tester' dialog. Declared before the
 * generic CRUD so that this path is not read as one of its row actions.
 */
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { aiTemplates } from '@hexagone/schemas';
import { Roles } from '../auth/roles.decorator';
import { AiTemplatesService } from './ai-templates.service';
import { TemplateTestDto } from './template-test.dto';

@ApiTags(aiTemplates.label)
@ApiBearerAuth()
@Roles(...aiTemplates.access)
@Controller(aiTemplates.name)
export class AiTemplatesController {
  constructor(private readonly templates: AiTemplatesService) {}

  @Post(':id/test')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Tester un template',
    description:
      "Rend les prompts avec les valeurs des variables et estime l'appel (tokens : caractères / 4 ; coût : entrée + max_tokens en sortie aux prix du modèle), sans appeler de fournisseur. Compte une utilisation du template.",
  })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: {
        system_prompt: { type: 'string' },
        user_prompt: { type: 'string' },
        input_tokens: { type: 'number' },
        estimated_output_tokens: { type: 'number' },
        input_cost: { type: 'number' },
        output_cost: { type: 'number' },
        estimated_cost: { type: 'number' },
        model: { type: 'object', properties: { model_id: { type: 'string' }, name: { type: 'string' }, provider: { type: 'string' } } },
      },
    },
  })
  test(@Param('id') id: string, @Body() body: TemplateTestDto) {
    return this.templates.test(id, body.values ?? {});
  }
}
