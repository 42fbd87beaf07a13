import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { isUuid } from '../../../shared/kernel/ids.ts';
import { JvPost } from '../domain/jv-post.entity.ts';
import { JvPostNotFoundError } from '../domain/jv-post.errors.ts';

/** The author's own post; anyone else's answers the same 404 as one that does not exist. */
export async function authorPost(em: EntityManager, postId: string, userId: string): Promise<JvPost> {
  const post = isUuid(postId) ? await em.findOne(JvPost, { id: postId }) : null;
  if (post?.authorId !== userId) throw new JvPostNotFoundError();
  return post;
}
