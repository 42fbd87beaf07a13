import { defineCommand } from '../../../../../shared/kernel/bus.ts';

/** Takes posts 60 days past their posting or renewal off the board (status `expired`); answers how many. */
export const ExpireJvPosts = defineCommand<void, number>('engagement.expire-jv-posts');
