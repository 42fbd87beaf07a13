import { defineCommand } from '../../../../../shared/kernel/bus.ts';

/** The author deletes their post; conversations about it stay, showing the post as no longer available. */
export const DeleteJvPost = defineCommand<{ postId: string }, void>('engagement.delete-jv-post');
