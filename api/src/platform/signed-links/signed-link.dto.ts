import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export class SignedLinkRequestDto {
  @ApiProperty({ example: '/api/exports/users', description: "Le chemin que le signature ouvre (sans paramètres)" })
  @IsString({ message: 'Le chemin est requis' })
  @MaxLength(200, { message: 'Chemin trop long' })
  // Dots for a file's name (a backup's .tar.gz), never two in a row.
  @Matches(/^\/api\/(?!.*\.\.)[A-Za-z0-9_.\-/]+$/, { message: "Le chemin doit être une adresse de l'API (/api/…)" })
  path!: string;
}
