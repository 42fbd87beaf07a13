import { BILLING_API, type BillingApi } from '../../../../../billing/contracts/api.ts';
import { assertWithinPlan, mayPostOnJvBoard } from '../../../../../billing/contracts/plan-limits.ts';
import { IDENTITY_API, type IdentityApi } from '../../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../../shared/kernel/clock.ts';
import type { RateLimiter } from '../../../../../shared/kernel/rate-limit.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../../shared/kernel/use-case.ts';
import {
  JV_POSTING_PLAN_MESSAGE,
  createJvPostRequestSchema,
  jvPostSchema,
  type CreateJvPostRequest,
  type JvPost as JvPostView,
} from '../../../../contracts/jv.ts';
import { JvPost } from '../../../domain/jv-post.entity.ts';
import { JV_TAG, JV_WRITE_LIMIT } from '../../http.ts';
import { JV_LIMITS } from '../../limits.ts';
import { toJvPostDocument } from '../../jv-post-document.ts';
import { jvPostViews } from '../../jv-post-views.ts';
import { JvPostChanged } from '../../../../contracts/events.ts';
import { CreateJvPost } from './create-jv-post.command.ts';

export class CreateJvPostHandler implements CommandHandler<CreateJvPostRequest, JvPostView> {
  readonly #clock: Clock;
  readonly #billing: BillingApi;
  readonly #identity: IdentityApi;
  readonly #limiter: RateLimiter;

  constructor(clock: Clock, billing: BillingApi, identity: IdentityApi, limiter: RateLimiter) {
    this.#clock = clock;
    this.#billing = billing;
    this.#identity = identity;
    this.#limiter = limiter;
  }

  async execute(input: CreateJvPostRequest, { em, actor, publish }: CommandContext): Promise<JvPostView> {
    const { userId } = requireActor(actor);
    const entitlements = await this.#billing.entitlements(userId);
    if (!mayPostOnJvBoard(entitlements)) assertWithinPlan(entitlements, 'jvPosts', 0, () => JV_POSTING_PLAN_MESSAGE);
    await this.#limiter.hit(JV_LIMITS.postsPerDay, userId);
    const post = JvPost.post(userId, input, entitlements.buyer.jvFeatured, this.#clock.now());
    em.persist(post);
    await em.flush();
    publish(JvPostChanged.create(post.id, { postId: post.id }));
    const [view] = await jvPostViews(this.#identity, userId, [toJvPostDocument(post)]);
    return view;
  }
}

export const createJvPost = handlesCommand(
  CreateJvPost,
  [PLATFORM.Clock, BILLING_API, IDENTITY_API, PLATFORM.RateLimiter],
  (clock, billing, identity, limiter) => new CreateJvPostHandler(clock, billing, identity, limiter),
  [
    http(CreateJvPost, {
      method: 'post',
      path: '/api/jv/posts',
      tag: JV_TAG,
      summary: 'Post on the JV board',
      description: 'Needs Buyer Plus or Pro or a paid seller plan (else 403 with `upgradeRequired`); Buyer Pro posts are featured.',
      access: 'member',
      rateLimit: JV_WRITE_LIMIT,
      body: createJvPostRequestSchema,
      invalid: 'Invalid post',
      input: ({ body }) => body,
      status: 201,
      response: jvPostSchema,
    }),
  ],
);
