import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { BEACON_GOALS, CONVERSION_VALUE_MAX, CONVERSION_VALUE_MESSAGE } from '@hexagone/schemas';

export const BEACON_TYPES = ['pageview', 'outbound', 'goal'] as const;

/** What the site's beacon sends: the page (with its query, for the campaign tags), where it came from, its title. */
export class BeaconDto {
  @ApiProperty({ enum: BEACON_TYPES, description: 'Page vue, clic sur un lien sortant ou objectif atteint' })
  @IsIn(BEACON_TYPES, { message: "Type d'événement inconnu : pageview, outbound ou goal" })
  type!: (typeof BEACON_TYPES)[number];

  @ApiProperty({ example: 'https://hexagone.fr/pricing?utm_medium=email', description: 'Adresse de la page' })
  @IsString({ message: "L'adresse de la page est requise" })
  @MaxLength(2000, { message: 'Adresse de la page trop longue' })
  url!: string;

  @ApiPropertyOptional({ description: 'Page précédente (document.referrer)' })
  @IsOptional()
  @IsString({ message: 'Provenance invalide' })
  @MaxLength(2000, { message: 'Provenance trop longue' })
  referrer?: string;

  @ApiPropertyOptional({ description: 'Titre de la page' })
  @IsOptional()
  @IsString({ message: 'Titre invalide' })
  @MaxLength(300, { message: 'Titre trop long' })
  title?: string;

  @ApiPropertyOptional({ description: 'Adresse du lien sortant (type outbound)' })
  @ValidateIf((beacon: BeaconDto) => beacon.type === 'outbound')
  @IsString({ message: "L'adresse du lien sortant est requise" })
  @MaxLength(2000, { message: 'Adresse du lien sortant trop longue' })
  target?: string;

  @ApiPropertyOptional({ enum: BEACON_GOALS, description: 'Objectif atteint (type goal)' })
  @ValidateIf((beacon: BeaconDto) => beacon.type === 'goal')
  @IsIn(BEACON_GOALS, { message: `Objectif inconnu : ${BEACON_GOALS.join(', ')}` })
  goal?: (typeof BEACON_GOALS)[number];

  @ApiPropertyOptional({ example: 249.9, description: "Valeur de l'objectif en euros (type goal)" })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: CONVERSION_VALUE_MESSAGE })
  @Min(0, { message: CONVERSION_VALUE_MESSAGE })
  @Max(CONVERSION_VALUE_MAX, { message: CONVERSION_VALUE_MESSAGE })
  value?: number;
}
