import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '@hexagone/schemas';

/** The new password of an expired one; the policy itself is checked by PasswordPolicyService. */
export class PasswordRenewDto {
  @ApiProperty({ description: 'Jeton reçu de POST /auth/login (passwordExpired)' })
  @IsString({ message: 'Session expirée ou invalide, veuillez vous reconnecter' })
  @MaxLength(2048)
  passwordToken!: string;

  @ApiProperty()
  @IsString({ message: 'Le champ « Nouveau mot de passe » est requis' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères` })
  password!: string;
}
