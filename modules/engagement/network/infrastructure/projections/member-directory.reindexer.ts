import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { BillingApi } from '../../../../billing/contracts/api.ts';
import type { IdentityApi } from '../../../../identity/contracts/api.ts';
import type { ListingsApi } from '../../../../listings/contracts/api.ts';
import type { RebuildScope, Reindexer } from '../../../../shared/kernel/module.ts';
import type { SearchDocument, SearchIndex } from '../../../../shared/kernel/search-index.port.ts';
import { MemberProfile } from '../../domain/member-profile.entity.ts';
import { suspendedAmong } from '../../application/member-suspensions.ts';
import {
  activeListingsOf,
  copyChecksum,
  isPremiumSeller,
  MEMBERS_INDEX,
  membersIndexSettings,
  recordListings,
  toMemberDocument,
} from './member-directory.projector.ts';

const BATCH = 500;
/** active listings noted per statement: a marketplace has many more listings than members */
const LISTINGS_BATCH = 5000;

/** Rebuilds the member directory's search index from the public profiles in Postgres (none of a suspended member). */
export class MemberDirectoryReindexer implements Reindexer {
  readonly #em: EntityManager;
  readonly #search: SearchIndex;
  readonly #identity: IdentityApi;
  readonly #listings: ListingsApi;
  readonly #billing: BillingApi;

  constructor(em: EntityManager, search: SearchIndex, identity: IdentityApi, listings: ListingsApi, billing: BillingApi) {
    this.#em = em;
    this.#search = search;
    this.#identity = identity;
    this.#listings = listings;
    this.#billing = billing;
  }

  prepare(): Promise<void> {
    return this.#search.ensureIndex(MEMBERS_INDEX, membersIndexSettings);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.#search.count(MEMBERS_INDEX)) === 0 && (await this.#em.fork().count(MemberProfile, { isPublic: true })) > 0;
  }

  async rebuild(log: (line: string) => void, scope: RebuildScope = 'all'): Promise<Record<string, number>> {
    await this.#copyActiveListings();
    if (scope === 'shared') return {};
    // read in full before the index is rebuilt, as the listings reindexer does (PGlite has one connection)
    const documents: SearchDocument[] = [];
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const em = this.#em.fork();
      const page = await em.find(MemberProfile, { isPublic: true, userId: { $gt: after } }, { orderBy: { userId: 'asc' }, limit: BATCH });
      if (page.length === 0) break;
      after = page[page.length - 1].userId;
      const ids = page.map((profile) => profile.userId);
      const people = new Map((await this.#identity.getProfiles(ids)).map((person) => [person.id, person]));
      const listings = await activeListingsOf(em, ids);
      const suspended = await suspendedAmong(em, ids);
      for (const profile of page) {
        const person = people.get(profile.userId);
        if (person && !suspended.has(profile.userId))
          documents.push(
            toMemberDocument(profile, person, listings.get(profile.userId)!, await isPremiumSeller(this.#billing, profile.userId)),
          );
      }
    }
    async function* batches(): AsyncIterable<SearchDocument[]> {
      for (let i = 0; i < documents.length; i += BATCH) yield documents.slice(i, i + BATCH);
    }
    const { documents: indexed } = await this.#search.rebuild(MEMBERS_INDEX, membersIndexSettings, batches());
    log(`engagement: ${indexed} public member profiles indexed`);
    return { members: indexed };
  }

  /**
   * Notes every active listing in the local copy (listings published before the directory heard of them
   * too), a page at a time, unless the copy already agrees with the listings: the listing events keep it
   * current, and reading a million listings through this process cost a minute.
   */
  async #copyActiveListings(): Promise<void> {
    const [listings, copy] = await Promise.all([this.#listings.activeListingsChecksum(), copyChecksum(this.#em.fork())]);
    if (listings.count === copy.count && listings.checksum === copy.checksum) return;
    for (let after: string | null = null; ;) {
      const listings = await this.#listings.activeListingOwners({ after, limit: LISTINGS_BATCH });
      if (listings.length === 0) return;
      await recordListings(
        this.#em.fork(),
        listings.map((listing) => ({ ...listing, active: true })),
      );
      after = listings[listings.length - 1].id;
    }
  }
}
