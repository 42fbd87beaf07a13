import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { JvPostDeleted } from '../../../contracts/events.ts';
import { authorPost } from '../../jv/author-post.ts';
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

export const deleteJvPost = handlesCommand(DeleteJvPost, [], () => new DeleteJvPostHandler());
