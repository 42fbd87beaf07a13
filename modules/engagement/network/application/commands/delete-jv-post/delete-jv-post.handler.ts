import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { handlesCommand, http } from '../../../../../shared/kernel/use-case.ts';
import { byPostId, JV_TAG, JV_WRITE_LIMIT } from '../../http.ts';
import { JvPostDeleted } from '../../../../contracts/events.ts';
import { authorPost } from '../../author-post.ts';
import { DeleteJvPost } from './delete-jv-post.command.ts';

export class DeleteJvPostHandler implements CommandHandler<{ postId: string }, void> {
  async execute({ postId }: { postId: string }, { em, actor, publish }: CommandContext): Promise<void> {
    const { userId } = requireActor(actor);
    const post = await authorPost(em, postId, userId);
    em.remove(post);
    await em.flush();
    publish(JvPostDeleted.create(post.id, { postId: post.id }));
  }
}

export const deleteJvPost = handlesCommand(DeleteJvPost, {}, DeleteJvPostHandler, [
  http(DeleteJvPost, {
    method: 'delete',
    path: '/api/jv/posts/:id',
    tag: JV_TAG,
    summary: 'Delete my post',
    access: 'member',
    rateLimit: JV_WRITE_LIMIT,
    input: byPostId,
    status: 204,
    errors: [404],
  }),
]);
