import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { BlogAdminPage, BlogStatus } from '../../../contracts/blog.ts';

/** Every post of any status, newest change first, 20 a page; `q` matches title, slug or excerpt (administrators). */
export const ListAdminBlogPosts = defineQuery<{ status?: BlogStatus; q?: string; page: number }, BlogAdminPage>(
  'content.list-admin-blog-posts',
);
