import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { JvPost } from '../../../../contracts/jv.ts';

/** The author puts their post (open, closed or expired) on the board again for 60 days; needs a plan that may post. */
export const RenewJvPost = defineCommand<{ postId: string }, JvPost>('engagement.renew-jv-post');
