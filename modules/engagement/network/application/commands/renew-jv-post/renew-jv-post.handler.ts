import { BILLING_API } from '../../../../../billing/contracts/api.ts';
import { assertWithinPlan, mayPostOnJvBoard } from '../../../../../billing/contracts/plan-limits.ts';
import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { JV_POSTING_PLAN_MESSAGE, jvPostSchema, type JvPost as JvPostView } from '../../../../contracts/jv.ts';
import { byPostId, JV_TAG, JV_WRITE_LIMIT } from '../../http.ts';
import { AuthorPostChanges } from '../../author-post-changes.ts';
import { RenewJvPost } from './renew-jv-post.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API, identity: IDENTITY_API };

export class RenewJvPostHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ postId: string }, JvPostView> {
  readonly #changes = new AuthorPostChanges(this.deps.clock, this.deps.billing, this.deps.identity);

  async execute({ postId }: { postId: string }, context: CommandContext): Promise<JvPostView> {
    const { userId } = requireActor(context.actor);
    return this.#changes.apply(context, { postId, userId }, (post, entitlements, now) => {
      if (!mayPostOnJvBoard(entitlements)) assertWithinPlan(entitlements, 'jvPosts', 0, () => JV_POSTING_PLAN_MESSAGE);
      post.renew(entitlements.buyer.jvFeatured, now);
    });
  }
}

export const renewJvPost = handlesCommand(RenewJvPost, needs, RenewJvPostHandler, [
  http(RenewJvPost, {
    method: 'post',
    path: '/api/jv/posts/:id/renew',
    tag: JV_TAG,
    summary: 'Renew my post for 60 days',
    access: 'member',
    rateLimit: JV_WRITE_LIMIT,
    input: byPostId,
    response: jvPostSchema,
    errors: [404],
  }),
]);
