import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { JvPost } from '../../../../contracts/jv.ts';

/** One post: open on the board (and its author has not blocked the viewer, nor the viewer them), or the viewer's own. */
export const GetJvPost = defineQuery<{ postId: string }, JvPost>('engagement.get-jv-post');
