import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export const MFA_MESSAGES = {
  codeFormat: 'Le code doit contenir 6 chiffres',
  wrongCode: 'Code de vérification incorrect',
} as const;

export class MfaDto {
  @ApiProperty({ description: 'Jeton reçu de POST /auth/login' })
  @IsString({ message: 'Session expirée ou invalide, veuillez vous reconnecter' })
  @MaxLength(2048)
  mfaToken!: string;

  @ApiProperty({ example: '123456', pattern: '^[0-9]{6}$' })
  @IsString({ message: MFA_MESSAGES.codeFormat })
  @Matches(/^\d{6}$/, { message: MFA_MESSAGES.codeFormat })
  code!: string;
}
