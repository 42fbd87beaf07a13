import { UserChanged, UserDeleted } from '../../../../identity/contracts/events.ts';
import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import type { SearchIndex } from '../../../../shared/kernel/search-index.port.ts';
import { toJvPostDocument } from '../../application/jv-post-document.ts';
import { JV_POSTS_INDEX } from '../../application/jv-posts-index.ts';
import { JvPostChanged, JvPostDeleted } from '../../../contracts/events.ts';
import { JvPost } from '../../domain/jv-post.entity.ts';
import { recordSuspension, suspendedAmong } from '../../application/member-suspensions.ts';

export const JV_POSTS_EVENTS = [JvPostChanged, JvPostDeleted, UserChanged, UserDeleted];

/**
 * Keeps the `jv-posts` search index current: a post's document is written from its row as it is now
 * whenever the post commands or the expiry job announce a change (so a late or repeated event changes
 * nothing), and removed when the row is gone. A suspended author's posts leave the index and come back
 * when the account is reinstated (decision 0049); a deleted account takes its posts with it.
 */
export class JvPostsProjector implements Subscriber {
  readonly #search: SearchIndex;

  constructor(search: SearchIndex) {
    this.#search = search;
  }

  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    if (UserDeleted.is(event)) {
      const rows = await em.execute<Array<{ id: string }>>('delete from engagement.jv_posts where author_id = ? returning id', [
        event.payload.id,
      ]);
      await this.#search.remove(
        JV_POSTS_INDEX,
        rows.map((row) => row.id),
      );
      return;
    }
    if (UserChanged.is(event)) {
      const suspended = await recordSuspension(em, event.payload);
      await this.#apply(await em.find(JvPost, { authorId: event.payload.id }), suspended);
      return;
    }
    if (!JvPostChanged.is(event) && !JvPostDeleted.is(event)) return;
    const { postId } = event.payload;
    const post = await em.findOne(JvPost, { id: postId });
    if (post) await this.#apply([post], (await suspendedAmong(em, [post.authorId])).size > 0);
    else await this.#search.remove(JV_POSTS_INDEX, [postId]);
  }

  /** the author's posts in the index, or out of it while the author is suspended */
  async #apply(posts: JvPost[], authorSuspended: boolean): Promise<void> {
    if (posts.length === 0) return;
    if (authorSuspended)
      await this.#search.remove(
        JV_POSTS_INDEX,
        posts.map((post) => post.id),
      );
    else await this.#search.upsert(JV_POSTS_INDEX, posts.map(toJvPostDocument));
  }
}
