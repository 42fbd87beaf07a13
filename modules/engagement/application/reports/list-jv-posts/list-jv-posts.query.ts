import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { JvPostPage, ListJvPostsQuery } from '../../../contracts/jv.ts';

/**
 * The JV board: open posts matching the filters, featured first, then by the chosen sort; without the
 * posts of members who blocked the viewer or whom the viewer blocked. `mine`: the viewer's own, any status.
 */
export const ListJvPosts = defineQuery<ListJvPostsQuery, JvPostPage>('engagement.list-jv-posts');
