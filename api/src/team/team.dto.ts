import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayUnique, IsArray, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { DEFAULT_TEAM_ROLE, TEAM_PERMISSIONS, TEAM_ROLE_VALUES } from '@hexagone/schemas';

const PERMISSION_VALUES = TEAM_PERMISSIONS.map((permission) => permission.value);
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emailValue = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export const TEAM_DTO_MESSAGES = {
  nameRequired: 'Le nom est requis',
  emailInvalid: 'Adresse e-mail invalide',
  role: 'Rôle invalide : administrateur, éditeur, modérateur ou observateur',
  permissions: 'Permission inconnue',
  tokenRequired: 'Ce lien d’invitation n’est pas valide',
  passwordRequired: 'Le mot de passe est requis',
} as const;

/** Decorators applied as when written one above the other over a property: the last first. */
const stacked = (...decorators: PropertyDecorator[]): PropertyDecorator => applyDecorators(...decorators.reverse());

/** The rules of a member's name, e-mail and role, shared by the member, the invitation and its acceptance. */
const MemberName = () =>
  stacked(
    ApiProperty({ example: 'Claire Martin' }),
    Transform(trimmed),
    IsString({ message: TEAM_DTO_MESSAGES.nameRequired }),
    MinLength(1, { message: TEAM_DTO_MESSAGES.nameRequired }),
    MaxLength(100, { message: 'Le nom ne doit pas dépasser 100 caractères' }),
  );
const MemberEmail = () =>
  stacked(
    ApiProperty({ example: 'claire@exemple.fr' }),
    Transform(emailValue),
    IsEmail({}, { message: TEAM_DTO_MESSAGES.emailInvalid }),
    MaxLength(254, { message: TEAM_DTO_MESSAGES.emailInvalid }),
  );
const MemberRole = () =>
  stacked(ApiPropertyOptional({ enum: TEAM_ROLE_VALUES, default: DEFAULT_TEAM_ROLE }), IsOptional(), IsIn(TEAM_ROLE_VALUES, { message: TEAM_DTO_MESSAGES.role }));

export class MemberDto {
  @MemberName()
  name!: string;

  @MemberEmail()
  email!: string;

  @MemberRole()
  role?: string;

  @ApiPropertyOptional({ enum: PERMISSION_VALUES, isArray: true })
  @IsOptional()
  @IsArray({ message: TEAM_DTO_MESSAGES.permissions })
  @ArrayUnique({ message: TEAM_DTO_MESSAGES.permissions })
  @IsIn(PERMISSION_VALUES, { each: true, message: TEAM_DTO_MESSAGES.permissions })
  permissions?: string[];
}

export class InvitationDto {
  @MemberEmail()
  email!: string;

  @MemberRole()
  role?: string;

  @ApiPropertyOptional({ example: 'Bienvenue dans l’équipe !' })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'Le message ne doit pas dépasser 1000 caractères' })
  message?: string;
}

export class AcceptInvitationDto {
  @ApiProperty({ description: 'Le jeton du lien reçu par e-mail' })
  @IsString({ message: TEAM_DTO_MESSAGES.tokenRequired })
  @MinLength(1, { message: TEAM_DTO_MESSAGES.tokenRequired })
  @MaxLength(200, { message: TEAM_DTO_MESSAGES.tokenRequired })
  token!: string;

  @MemberName()
  name!: string;

  @ApiProperty()
  @IsString({ message: TEAM_DTO_MESSAGES.passwordRequired })
  @MaxLength(128, { message: 'Le mot de passe ne doit pas dépasser 128 caractères' })
  password!: string;

  @ApiProperty()
  @IsString({ message: TEAM_DTO_MESSAGES.passwordRequired })
  @MaxLength(128)
  confirmPassword!: string;
}
