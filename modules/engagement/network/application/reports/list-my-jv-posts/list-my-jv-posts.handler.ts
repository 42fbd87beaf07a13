import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import type { JvPostPage } from '../../../../contracts/jv.ts';
import { JvPost } from '../../../domain/jv-post.entity.ts';
import { toJvPostDocument } from '../../jv-post-document.ts';
import { jvPostViews } from '../../jv-post-views.ts';
import { ListMyJvPosts } from './list-my-jv-posts.query.ts';

const needs = { em: PLATFORM.EntityManager, identity: IDENTITY_API };

export class ListMyJvPostsHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ page: number; pageSize: number }, JvPostPage>
{
  async execute({ page, pageSize }: { page: number; pageSize: number }, { actor }: QueryContext): Promise<JvPostPage> {
    const { em, identity } = this.deps;
    const { userId } = requireActor(actor);
    const [posts, total] = await em
      .fork()
      .findAndCount(
        JvPost,
        { authorId: userId },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
      );
    return { posts: await jvPostViews(identity, userId, posts.map(toJvPostDocument)), total, page, pageSize };
  }
}

export const listMyJvPosts = answersQuery(ListMyJvPosts, needs, ListMyJvPostsHandler);
