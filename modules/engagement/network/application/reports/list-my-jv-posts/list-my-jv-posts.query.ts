import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { JvPostPage } from '../../../../contracts/jv.ts';

/** The member's own posts, whatever their status, newest first: what they manage (read from Postgres, so a write shows at once). */
export const ListMyJvPosts = defineQuery<{ page: number; pageSize: number }, JvPostPage>('engagement.list-my-jv-posts');
