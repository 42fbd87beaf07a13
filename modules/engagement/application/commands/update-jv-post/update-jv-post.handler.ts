import { BILLING_API, type BillingApi } from '../../../../billing/contracts/api.ts';
import { IDENTITY_API, type IdentityApi } from '../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { updateJvPostRequestSchema, type JvPost as JvPostView, type UpdateJvPostRequest } from '../../../contracts/jv.ts';
import { authorPost } from '../../jv/author-post.ts';
import { toJvPostDocument } from '../../jv/jv-post-document.ts';
import { jvPostViews } from '../../jv/jv-post-views.ts';
import { JvPostChanged } from '../../../contracts/events.ts';
import { UpdateJvPost } from './update-jv-post.command.ts';

export class UpdateJvPostHandler implements CommandHandler<UpdateJvPostRequest & { postId: string }, JvPostView> {
  readonly #clock: Clock;
  readonly #billing: BillingApi;
  readonly #identity: IdentityApi;

  constructor(clock: Clock, billing: BillingApi, identity: IdentityApi) {
    this.#clock = clock;
    this.#billing = billing;
    this.#identity = identity;
  }

  async execute(
    { postId, ...request }: UpdateJvPostRequest & { postId: string },
    { em, actor, publish }: CommandContext,
  ): Promise<JvPostView> {
    const { userId } = requireActor(actor);
    const changes = parseInput(updateJvPostRequestSchema, request, 'Invalid post');
    const post = await authorPost(em, postId, userId);
    const entitlements = await this.#billing.entitlements(userId);
    post.edit(changes, entitlements.buyer.jvFeatured, this.#clock.now());
    await em.flush();
    publish(JvPostChanged.create(post.id, { postId: post.id }));
    const [view] = await jvPostViews(this.#identity, userId, [toJvPostDocument(post)]);
    return view;
  }
}

export const updateJvPost = handlesCommand(
  UpdateJvPost,
  [PLATFORM.Clock, BILLING_API, IDENTITY_API],
  (clock, billing, identity) => new UpdateJvPostHandler(clock, billing, identity),
);
