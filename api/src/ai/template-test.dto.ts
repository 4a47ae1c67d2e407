import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsOptional, ValidateBy } from 'class-validator';

/** A test fills a few short fields; anything larger is not a test. */
export const TEST_LIMITS = { variables: 50, valueLength: 20000 } as const;

const isValueMap = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length <= TEST_LIMITS.variables &&
  Object.values(value).every((item) => typeof item === 'string' && item.length <= TEST_LIMITS.valueLength);

/** The values typed in the test dialog, by variable name. */
export class TemplateTestDto {
  @ApiProperty({
    required: false,
    type: Object,
    additionalProperties: { type: 'string' },
    example: { sujet: 'Le cloud souverain', ton: 'pédagogique' },
  })
  @IsOptional()
  @IsObject({ message: 'Les valeurs des variables sont attendues' })
  @ValidateBy({
    name: 'isValueMap',
    validator: {
      validate: isValueMap,
      defaultMessage: () =>
        `Chaque valeur doit être un texte (${TEST_LIMITS.variables} variables et ${TEST_LIMITS.valueLength} caractères au plus)`,
    },
  })
  values?: Record<string, string>;
}
