import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

export const BEACON_TYPES = ['pageview', 'outbound'] as const;

/** What the site's beacon sends: the page (with its query, for the campaign tags), where it came from, its title. */
export class BeaconDto {
  @ApiProperty({ enum: BEACON_TYPES, description: 'Page vue ou clic sur un lien sortant' })
  @IsIn(BEACON_TYPES, { message: "Type d'événement inconnu : pageview ou outbound" })
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
}
