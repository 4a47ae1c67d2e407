import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { FORUM_REORDER_ENDPOINT, forumCategories } from '@hexagone/schemas';
import { Roles } from '../auth/roles.decorator';
import { contextOf } from '../crud/crud.controller';
import { CategoryReorderService } from './category-reorder.service';
import { ReorderDto } from './reorder.dto';

/**
 * Saves the order of the top-level forum categories. Declared before the generic CRUD, on
 * the path of a collection action, so that it is not mistaken for one of the registry's.
 */
@ApiTags(forumCategories.label)
@ApiBearerAuth()
@Roles(...forumCategories.access)
@Controller(forumCategories.name)
export class CategoryReorderController {
  constructor(private readonly reorder: CategoryReorderService) {}

  @Post(`actions/${FORUM_REORDER_ENDPOINT}`)
  @HttpCode(200)
  @ApiOperation({ summary: 'Réorganiser les catégories principales', description: 'Corps : { ids } dans le nouvel ordre ; répond { data }' })
  async save(@Body() body: ReorderDto, @Req() req: Request) {
    return { data: await this.reorder.reorder(body.ids, contextOf(req)) };
  }
}
