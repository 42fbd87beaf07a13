import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { JvPost, UpdateJvPostRequest } from '../../../../contracts/jv.ts';

/** The author changes their post's fields, or closes it (`status: 'closed'`). */
export const UpdateJvPost = defineCommand<UpdateJvPostRequest & { postId: string }, JvPost>('engagement.update-jv-post');
