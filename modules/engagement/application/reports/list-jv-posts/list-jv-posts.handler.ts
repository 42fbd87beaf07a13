import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { IDENTITY_API, type IdentityApi } from '../../../../identity/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import { type JvPostPage, type JvSort, type ListJvPostsQuery } from '../../../contracts/jv.ts';
import { JvPost } from '../../../domain/jv-post.entity.ts';
import { jvPostViews } from '../../jv/jv-post-views.ts';
import { ListJvPosts } from './list-jv-posts.query.ts';

const ORDER: Record<JvSort, string> = {
  newest: 'posted_at desc, id desc',
  'amount-high': 'coalesce(amount_max_cents, amount_min_cents) desc nulls last, posted_at desc, id desc',
  'amount-low': 'coalesce(amount_min_cents, amount_max_cents) asc nulls last, posted_at desc, id desc',
};

/** `%`, `_` and `\` taken literally in an ILIKE pattern */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export class ListJvPostsHandler implements QueryHandler<ListJvPostsQuery, JvPostPage> {
  readonly #em: EntityManager;
  readonly #clock: Clock;
  readonly #identity: IdentityApi;

  constructor(em: EntityManager, clock: Clock, identity: IdentityApi) {
    this.#em = em;
    this.#clock = clock;
    this.#identity = identity;
  }

  /** `query` as the route parsed it with `listJvPostsQuerySchema` */
  async execute(query: ListJvPostsQuery, { actor }: QueryContext): Promise<JvPostPage> {
    const { userId } = requireActor(actor);
    const em = this.#em.fork();
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (condition: string, ...values: unknown[]) => {
      where.push(condition);
      params.push(...values);
    };
    if (query.mine) {
      add('author_id = ?', userId);
    } else {
      add("status = 'open' and expires_at > ?", this.#clock.now());
      add(
        'not exists (select 1 from engagement.blocks b where (b.blocker_id = ? and b.blocked_id = author_id) or (b.blocker_id = author_id and b.blocked_id = ?))',
        userId,
        userId,
      );
    }
    if (query.author) add('author_id = ?', query.author);
    if (query.kind) add('kind = ?', query.kind);
    if (query.state) add('? = any(states)', query.state);
    if (query.county) add('exists (select 1 from unnest(counties) county where county ilike ?)', `${likeEscaped(query.county)}%`);
    if (query.strategy) add('? = any(strategies)', query.strategy);
    // a post's range meets the wanted one: it does not end below the minimum nor start above the maximum
    // (posts without an amount are left out once an amount is asked for)
    if (query.minAmount !== undefined) add('coalesce(amount_max_cents, amount_min_cents) >= ?', query.minAmount * 100);
    if (query.maxAmount !== undefined) add('coalesce(amount_min_cents, amount_max_cents) <= ?', query.maxAmount * 100);
    if (query.q) {
      const pattern = `%${likeEscaped(query.q)}%`;
      add('(title ilike ? or description ilike ? or experience ilike ? or timeline ilike ?)', pattern, pattern, pattern, pattern);
    }
    const filter = where.join(' and ');
    const order = query.mine ? 'created_at desc, id desc' : `featured desc, ${ORDER[query.sort]}`;
    const [{ total }] = await em.execute<Array<{ total: string }>>(`select count(*) as total from engagement.jv_posts where ${filter}`, params);
    const rows = await em.execute<Array<{ id: string }>>(`select id from engagement.jv_posts where ${filter} order by ${order} limit ? offset ?`, [
      ...params,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ]);
    const byId = new Map((await em.find(JvPost, { id: { $in: rows.map((row) => row.id) } })).map((post) => [post.id, post]));
    const posts = rows.map((row) => byId.get(row.id)!).filter(Boolean);
    return { posts: await jvPostViews(this.#identity, userId, posts), total: Number(total), page: query.page, pageSize: query.pageSize };
  }
}

export const listJvPosts = answersQuery(ListJvPosts, [PLATFORM.EntityManager, PLATFORM.Clock, IDENTITY_API], (em, clock, identity) => new ListJvPostsHandler(em, clock, identity));
