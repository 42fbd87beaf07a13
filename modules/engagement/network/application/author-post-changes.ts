import type { BillingApi } from '../../../billing/contracts/api.ts';
import type { Entitlements } from '../../../billing/contracts/http.ts';
import type { IdentityApi } from '../../../identity/contracts/api.ts';
import type { CommandContext } from '../../../shared/kernel/bus.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { JvPostChanged } from '../../contracts/events.ts';
import type { JvPost as JvPostView } from '../../contracts/jv.ts';
import type { JvPost } from '../domain/jv-post.entity.ts';
import { authorPost } from './author-post.ts';
import { toJvPostDocument } from './jv-post-document.ts';
import { jvPostViews } from './jv-post-views.ts';

/** What editing and renewing a post share: an author changes their own post in the light of their plan. */
export class AuthorPostChanges {
  readonly #clock: Clock;
  readonly #billing: BillingApi;
  readonly #identity: IdentityApi;

  constructor(clock: Clock, billing: BillingApi, identity: IdentityApi) {
    this.#clock = clock;
    this.#billing = billing;
    this.#identity = identity;
  }

  /**
   * `change` gets the author's own post (anyone else's answers 404), their plan's entitlements and the
   * time; the change is saved and announced, and the post answered as its author now sees it.
   */
  async apply(
    { em, publish }: Pick<CommandContext, 'em' | 'publish'>,
    { postId, userId }: { postId: string; userId: string },
    change: (post: JvPost, entitlements: Entitlements, now: Date) => void,
  ): Promise<JvPostView> {
    const post = await authorPost(em, postId, userId);
    change(post, await this.#billing.entitlements(userId), this.#clock.now());
    await em.flush();
    publish(JvPostChanged.create(post.id, { postId: post.id }));
    const [view] = await jvPostViews(this.#identity, userId, [toJvPostDocument(post)]);
    return view;
  }
}
