import { Injectable, type OnModuleInit } from '@nestjs/common';
import { blogCategories, blogComments, blogPosts } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { categoryHooks } from './category-hooks';
import { commentHooks } from './comment-hooks';
import { postHooks } from './post-hooks';

/** Joins the blog's rules to the generic CRUD, whoever writes: back-office, seed or site. */
@Injectable()
export class BlogHooks implements OnModuleInit {
  constructor(private readonly crud: CrudService) {}

  onModuleInit(): void {
    this.crud.on(blogPosts.name, 'blog/blog-hooks', postHooks(this.crud));
    this.crud.on(blogCategories.name, 'blog/blog-hooks', categoryHooks(this.crud));
    this.crud.on(blogComments.name, 'blog/blog-hooks', commentHooks(this.crud));
  }
}
