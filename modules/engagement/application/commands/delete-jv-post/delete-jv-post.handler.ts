import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { authorPost } from '../../jv/author-post.ts';
import { DeleteJvPost } from './delete-jv-post.command.ts';

export class DeleteJvPostHandler implements CommandHandler<{ postId: string }, void> {
  async execute({ postId }: { postId: string }, { em, actor }: CommandContext): Promise<void> {
    const { userId } = requireActor(actor);
    em.remove(await authorPost(em, postId, userId));
    await em.flush();
  }
}

export const deleteJvPost = handlesCommand(DeleteJvPost, [], () => new DeleteJvPostHandler());
