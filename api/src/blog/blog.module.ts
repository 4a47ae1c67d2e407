import { Module } from '@nestjs/common';
import { BlogHooks } from './blog-hooks';

/**
 * The blog's rules the registry cannot declare (server-kept author and category name,
 * publication date, references that must exist); its screens and routes are the generic CRUD's.
 */
@Module({ providers: [BlogHooks] })
export class BlogModule {}
