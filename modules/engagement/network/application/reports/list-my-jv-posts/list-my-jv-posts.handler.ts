import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { IDENTITY_API, type IdentityApi } from '../../../../../identity/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery } from '../../../../../shared/kernel/use-case.ts';
import type { JvPostPage } from '../../../../contracts/jv.ts';
import { JvPost } from '../../../domain/jv-post.entity.ts';
import { toJvPostDocument } from '../../jv-post-document.ts';
import { jvPostViews } from '../../jv-post-views.ts';
import { ListMyJvPosts } from './list-my-jv-posts.query.ts';

export class ListMyJvPostsHandler implements QueryHandler<{ page: number; pageSize: number }, JvPostPage> {
  readonly #em: EntityManager;
  readonly #identity: IdentityApi;

  constructor(em: EntityManager, identity: IdentityApi) {
    this.#em = em;
    this.#identity = identity;
  }

  async execute({ page, pageSize }: { page: number; pageSize: number }, { actor }: QueryContext): Promise<JvPostPage> {
    const { userId } = requireActor(actor);
    const [posts, total] = await this.#em
      .fork()
      .findAndCount(
        JvPost,
        { authorId: userId },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
      );
    return { posts: await jvPostViews(this.#identity, userId, posts.map(toJvPostDocument)), total, page, pageSize };
  }
}

export const listMyJvPosts = answersQuery(
  ListMyJvPosts,
  [PLATFORM.EntityManager, IDENTITY_API],
  (em, identity) => new ListMyJvPostsHandler(em, identity),
);
