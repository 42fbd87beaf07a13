import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Publishes the scheduled posts whose time has come (the scheduler, every minute); answers how many. */
export const PublishScheduledPosts = defineCommand<void, number>('content.publish-scheduled-posts');
