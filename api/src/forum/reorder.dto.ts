import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsMongoId } from 'class-validator';
import { MAX_PAGE_SIZE } from '@hexagone/schemas';
import { FORUM_ERRORS } from './forum-errors';

export class ReorderDto {
  @ApiProperty({ type: [String], description: 'Les catégories principales, dans leur nouvel ordre' })
  @IsArray({ message: FORUM_ERRORS.reorderList })
  @ArrayNotEmpty({ message: FORUM_ERRORS.reorderList })
  @ArrayMaxSize(MAX_PAGE_SIZE, { message: FORUM_ERRORS.reorderList })
  @ArrayUnique(undefined, { message: FORUM_ERRORS.reorderList })
  @IsMongoId({ each: true, message: FORUM_ERRORS.reorderList })
  ids!: string[];
}
