import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { RebuildScope, Reindexer } from '../../../../shared/kernel/module.ts';
import type { SearchDocument, SearchIndex } from '../../../../shared/kernel/search-index.port.ts';
import { toJvPostDocument } from '../../application/jv-post-document.ts';
import { JV_POSTS_INDEX, jvPostsIndexSettings } from '../../application/jv-posts-index.ts';
import { JvPost } from '../../domain/jv-post.entity.ts';
import { suspendedAmong } from '../../application/member-suspensions.ts';

const BATCH = 500;

/** Rebuilds the JV board's search index from `engagement.jv_posts` (none of a suspended author's). */
export class JvPostsReindexer implements Reindexer {
  readonly #em: EntityManager;
  readonly #search: SearchIndex;

  constructor(em: EntityManager, search: SearchIndex) {
    this.#em = em;
    this.#search = search;
  }

  prepare(): Promise<void> {
    return this.#search.ensureIndex(JV_POSTS_INDEX, jvPostsIndexSettings);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.#search.count(JV_POSTS_INDEX)) === 0 && (await this.#em.fork().count(JvPost, {})) > 0;
  }

  async rebuild(log: (line: string) => void, scope: RebuildScope = 'all'): Promise<Record<string, number>> {
    if (scope === 'shared') return {};
    // read in full before the index is rebuilt, as the other reindexers do (PGlite has one connection)
    const documents: SearchDocument[] = [];
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const page = await this.#em.fork().find(JvPost, { id: { $gt: after } }, { orderBy: { id: 'asc' }, limit: BATCH });
      if (page.length === 0) break;
      after = page[page.length - 1].id;
      const suspended = await suspendedAmong(
        this.#em.fork(),
        page.map((post) => post.authorId),
      );
      documents.push(...page.filter((post) => !suspended.has(post.authorId)).map(toJvPostDocument));
    }
    async function* batches(): AsyncIterable<SearchDocument[]> {
      for (let i = 0; i < documents.length; i += BATCH) yield documents.slice(i, i + BATCH);
    }
    const { documents: indexed } = await this.#search.rebuild(JV_POSTS_INDEX, jvPostsIndexSettings, batches());
    log(`engagement: ${indexed} JV posts indexed`);
    return { jvPosts: indexed };
  }
}
