import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Deletes a post for good (administrators); its uploaded images stay in storage. */
export const DeleteBlogPost = defineCommand<{ id: string }, void>('content.delete-blog-post');
