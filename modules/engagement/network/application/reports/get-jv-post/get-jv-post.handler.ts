import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { jvPostSchema, type JvPost as JvPostView } from '../../../../contracts/jv.ts';
import { byPostId, JV_TAG } from '../../http.ts';
import { Block } from '../../../../messaging/domain/block.entity.ts';
import { JvPost } from '../../../domain/jv-post.entity.ts';
import { JvPostNotFoundError } from '../../../domain/jv-post.errors.ts';
import { toJvPostDocument } from '../../jv-post-document.ts';
import { jvPostViews } from '../../jv-post-views.ts';
import { suspendedAmong } from '../../member-suspensions.ts';
import { GetJvPost } from './get-jv-post.query.ts';

const needs = { em: PLATFORM.EntityManager, clock: PLATFORM.Clock, identity: IDENTITY_API };

export class GetJvPostHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ postId: string }, JvPostView> {
  async execute({ postId }: { postId: string }, { actor }: QueryContext): Promise<JvPostView> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const post = isUuid(postId) ? await em.findOne(JvPost, { id: postId }) : null;
    if (!post) throw new JvPostNotFoundError();
    if (post.authorId !== userId) {
      const blocked = await em.count(Block, {
        $or: [
          { blockerId: userId, blockedId: post.authorId },
          { blockerId: post.authorId, blockedId: userId },
        ],
      });
      const hidden = blocked > 0 || (await suspendedAmong(em, [post.authorId])).size > 0;
      if (!post.isOpenAt(this.deps.clock.now()) || hidden) throw new JvPostNotFoundError();
    }
    const [view] = await jvPostViews(this.deps.identity, userId, [toJvPostDocument(post)]);
    return view;
  }
}

export const getJvPost = answersQuery(GetJvPost, needs, GetJvPostHandler, [
  http(GetJvPost, {
    method: 'get',
    path: '/api/jv/posts/:id',
    tag: JV_TAG,
    summary: 'A partner post',
    description: "An open post, or one's own in any status.",
    access: 'member',
    input: byPostId,
    response: jvPostSchema,
    errors: [404],
  }),
]);
