import { endpoint } from '../../../shared/kernel/endpoint.ts';
import { jvPostPageSchema, listJvPostsQuerySchema } from '../../contracts/jv.ts';
import { ListJvPosts } from '../application/queries/list-jv-posts/list-jv-posts.query.ts';
import { ListMyJvPosts } from '../application/reports/list-my-jv-posts/list-my-jv-posts.query.ts';
import { JV_TAG } from '../application/http.ts';

/** The board, or with `mine=true` the member's own posts in any status: two use cases behind one path. */
export const listJvPostsEndpoint = endpoint({
  method: 'get',
  path: '/api/jv/posts',
  tag: JV_TAG,
  summary: 'Partner posts on the JV board',
  description: 'Open posts, featured (Buyer Pro) first, then by `sort`; `mine=true`: my own posts, whatever their status.',
  access: 'member',
  query: listJvPostsQuerySchema,
  invalid: 'Invalid search',
  response: jvPostPageSchema,
  run: ({ query: { mine, ...query }, actor }, { queries }) =>
    mine ? queries.ask(ListMyJvPosts, query, actor) : queries.ask(ListJvPosts, query, actor),
});
