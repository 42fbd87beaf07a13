import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { updateJvPostRequestSchema, type JvPost as JvPostView, type UpdateJvPostRequest } from '../../../contracts/jv.ts';
import { AuthorPostChanges } from '../../jv/author-post-changes.ts';
import { UpdateJvPost } from './update-jv-post.command.ts';

export class UpdateJvPostHandler implements CommandHandler<UpdateJvPostRequest & { postId: string }, JvPostView> {
  readonly #changes: AuthorPostChanges;

  constructor(changes: AuthorPostChanges) {
    this.#changes = changes;
  }

  async execute({ postId, ...request }: UpdateJvPostRequest & { postId: string }, context: CommandContext): Promise<JvPostView> {
    const { userId } = requireActor(context.actor);
    const changes = parseInput(updateJvPostRequestSchema, request, 'Invalid post');
    return this.#changes.apply(context, { postId, userId }, (post, entitlements, now) =>
      post.edit(changes, entitlements.buyer.jvFeatured, now),
    );
  }
}

export const updateJvPost = handlesCommand(
  UpdateJvPost,
  [PLATFORM.Clock, BILLING_API, IDENTITY_API],
  (clock, billing, identity) => new UpdateJvPostHandler(new AuthorPostChanges(clock, billing, identity)),
);
