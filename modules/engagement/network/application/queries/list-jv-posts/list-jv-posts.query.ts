import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { JvPostPage, ListJvPostsQuery } from '../../../../contracts/jv.ts';

/**
 * The JV board: open posts matching the filters, featured first, then by the chosen sort; without the
 * posts of members who blocked the viewer or whom the viewer blocked. Served by the `jv-posts` index.
 */
export const ListJvPosts = defineQuery<Omit<ListJvPostsQuery, 'mine'>, JvPostPage>('engagement.list-jv-posts');
