import { BILLING_API } from '../../../../../billing/contracts/api.ts';
import { assertWithinPlan, mayPostOnJvBoard } from '../../../../../billing/contracts/plan-limits.ts';
import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
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

const needs = { clock: PLATFORM.Clock, billing: BILLING_API, identity: IDENTITY_API, limiter: PLATFORM.RateLimiter };

export class CreateJvPostHandler extends UsesDependencies<typeof needs> implements CommandHandler<CreateJvPostRequest, JvPostView> {
  async execute(input: CreateJvPostRequest, { em, actor, publish }: CommandContext): Promise<JvPostView> {
    const { clock, billing, identity, limiter } = this.deps;
    const { userId } = requireActor(actor);
    const entitlements = await billing.entitlements(userId);
    if (!mayPostOnJvBoard(entitlements)) assertWithinPlan(entitlements, 'jvPosts', 0, () => JV_POSTING_PLAN_MESSAGE);
    await limiter.hit(JV_LIMITS.postsPerDay, userId);
    const post = JvPost.post(userId, input, entitlements.buyer.jvFeatured, clock.now());
    em.persist(post);
    await em.flush();
    publish(JvPostChanged.create(post.id, { postId: post.id }));
    const [view] = await jvPostViews(identity, userId, [toJvPostDocument(post)]);
    return view;
  }
}

export const createJvPost = handlesCommand(CreateJvPost, needs, CreateJvPostHandler, [
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
]);
