import { BILLING_API } from '../../../../../billing/contracts/api.ts';
import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { jvPostSchema, updateJvPostRequestSchema, type JvPost as JvPostView, type UpdateJvPostRequest } from '../../../../contracts/jv.ts';
import { byPostId, JV_TAG, JV_WRITE_LIMIT } from '../../http.ts';
import { AuthorPostChanges } from '../../author-post-changes.ts';
import { UpdateJvPost } from './update-jv-post.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API, identity: IDENTITY_API };

export class UpdateJvPostHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<UpdateJvPostRequest & { postId: string }, JvPostView>
{
  readonly #changes = new AuthorPostChanges(this.deps.clock, this.deps.billing, this.deps.identity);

  async execute({ postId, ...changes }: UpdateJvPostRequest & { postId: string }, context: CommandContext): Promise<JvPostView> {
    const { userId } = requireActor(context.actor);
    return this.#changes.apply(context, { postId, userId }, (post, entitlements, now) =>
      post.edit(changes, entitlements.buyer.jvFeatured, now),
    );
  }
}

export const updateJvPost = handlesCommand(UpdateJvPost, needs, UpdateJvPostHandler, [
  http(UpdateJvPost, {
    method: 'patch',
    path: '/api/jv/posts/:id',
    tag: JV_TAG,
    summary: 'Edit my post',
    description: "The author's changes, or `status: 'closed'`.",
    access: 'member',
    rateLimit: JV_WRITE_LIMIT,
    body: updateJvPostRequestSchema,
    invalid: 'Invalid post',
    input: (request) => ({ ...request.body, ...byPostId(request) }),
    response: jvPostSchema,
    errors: [404, 422],
  }),
  http(UpdateJvPost, {
    method: 'post',
    path: '/api/jv/posts/:id/close',
    tag: JV_TAG,
    summary: 'Close my post',
    access: 'member',
    rateLimit: JV_WRITE_LIMIT,
    input: (request) => ({ status: 'closed' as const, ...byPostId(request) }),
    response: jvPostSchema,
    errors: [404],
  }),
]);
