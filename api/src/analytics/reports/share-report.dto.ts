import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayNotEmpty, IsArray, IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { REPORT_MESSAGES, REPORT_SHARE_PERMISSIONS } from '@hexagone/schemas';

const PERMISSIONS = REPORT_SHARE_PERMISSIONS.map((permission) => permission.value);

/** Spec 3 §7: share a report (recipients required, message, permissions view or edit). */
export class ShareReportDto {
  @ApiProperty({ type: [String], example: ['direction@exemple.fr'] })
  @IsArray({ message: REPORT_MESSAGES.recipientsRequired })
  @ArrayNotEmpty({ message: REPORT_MESSAGES.recipientsRequired })
  @IsEmail({}, { each: true, message: 'Adresse e-mail invalide' })
  recipients!: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Message invalide' })
  @MaxLength(2000, { message: 'Message trop long (2000 caractères au plus)' })
  message?: string;

  @ApiPropertyOptional({ enum: PERMISSIONS, default: 'view' })
  @IsOptional()
  @IsIn(PERMISSIONS, { message: 'Droits inconnus : view ou edit' })
  permissions?: 'view' | 'edit';
}
