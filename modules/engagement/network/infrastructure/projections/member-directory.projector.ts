import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { BillingApi } from '../../../../billing/contracts/api.ts';
import { PLAN_CHANGE_EVENTS, planSnapshotOf } from '../../../../billing/contracts/events.ts';
import type { IdentityApi, PublicProfile } from '../../../../identity/contracts/api.ts';
import { ListingDeleted, SNAPSHOT_EVENTS, type ListingSnapshot } from '../../../../listings/contracts/events.ts';
import { stateName } from '../../../../listings/contracts/us-states.ts';
import { listingsChecksumSql, type ListingsChecksum } from '../../../../listings/contracts/listing-copies.ts';
import { UserChanged, UserDeleted } from '../../../../identity/contracts/events.ts';
import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import type { IndexSettings, SearchDocument, SearchIndex } from '../../../../shared/kernel/search-index.port.ts';
import { MemberProfileChanged, type MemberCard } from '../../../contracts/directory.ts';
import { MemberProfile } from '../../domain/member-profile.entity.ts';
import { recordSuspension, suspendedAmong } from '../../application/member-suspensions.ts';

export const MEMBERS_INDEX = 'members';
/** how many of a member's listings their profile shows */
export const PROFILE_LISTINGS = 6;

export const membersIndexSettings: IndexSettings = {
  searchable: ['name', 'bio', 'counties', 'stateNames'],
  filterable: ['id', 'states', 'counties', 'strategies', 'categories'],
  sortable: ['updatedAt'],
  facets: [],
};

/** A public profile as the directory holds it: the card, with the listing ids its page shows. */
export interface MemberDocument extends SearchDocument, Omit<MemberCard, 'verifiedFunds'> {
  name: string;
  stateNames: string[];
  /** the buy box's property types, filterable */
  categories: string[];
  listingIds: string[];
  updatedAt: number;
}

export const DIRECTORY_EVENTS = [MemberProfileChanged, UserChanged, UserDeleted, ListingDeleted, ...SNAPSHOT_EVENTS, ...PLAN_CHANGE_EVENTS];

/** The member is on the Premium seller plan (the Premium badge), as billing says now. */
export async function isPremiumSeller(billing: BillingApi, userId: string): Promise<boolean> {
  return (await billing.entitlements(userId)).sellerTier === 'premium';
}

export function toMemberDocument(
  profile: MemberProfile,
  person: PublicProfile,
  listings: { count: number; ids: string[] },
  premiumSeller: boolean,
): MemberDocument {
  return {
    id: profile.userId,
    firstName: person.firstName,
    lastName: person.lastName,
    name: `${person.firstName} ${person.lastName}`,
    profilePicture: person.profilePicture,
    states: profile.states,
    stateNames: profile.states.map(stateName),
    counties: profile.counties,
    strategies: profile.strategies,
    categories: profile.categories,
    buyBox: {
      categories: profile.categories,
      minPrice: profile.minPriceCents === null ? null : Math.round(Number(profile.minPriceCents) / 100),
      maxPrice: profile.maxPriceCents === null ? null : Math.round(Number(profile.maxPriceCents) / 100),
      minAcres: profile.minAcres === null ? null : Number(profile.minAcres),
      maxAcres: profile.maxAcres === null ? null : Number(profile.maxAcres),
    },
    experience: profile.experience ?? null,
    bio: profile.bio,
    memberSince: person.memberSince,
    emailVerified: person.emailVerified,
    premiumSeller,
    activeListings: listings.count,
    listingIds: listings.ids,
    updatedAt: profile.updatedAt.getTime(),
  };
}

/** The members' active listings, newest first: how many, and the few their profiles show. */
export async function activeListingsOf(em: EntityManager, userIds: string[]): Promise<Map<string, { count: number; ids: string[] }>> {
  const rows = userIds.length
    ? await em.execute<Array<{ owner_id: string; listing_id: string }>>(
        `select owner_id, listing_id from engagement.member_listings where active and owner_id in (${userIds.map(() => '?').join(', ')})
         order by published_at desc nulls last, listing_id`,
        userIds,
      )
    : [];
  const byOwner = new Map(userIds.map((id) => [id, { count: 0, ids: [] as string[] }]));
  for (const row of rows) {
    const entry = byOwner.get(row.owner_id)!;
    entry.count += 1;
    if (entry.ids.length < PROFILE_LISTINGS) entry.ids.push(row.listing_id);
  }
  return byOwner;
}

type ListingVersion = Pick<ListingSnapshot, 'id' | 'ownerId' | 'status' | 'publishedAt' | 'version'>;

/**
 * Notes whether a listing is active and whose it is, in the local copy the directory counts from; a
 * newer version wins, so a late event changes nothing, and a deletion outranks every version.
 */
export async function recordListing(em: EntityManager, listing: ListingVersion, { deleted }: { deleted: boolean }): Promise<void> {
  await recordListings(em, [
    { ...listing, active: !deleted && listing.status === 'active', version: deleted ? 2_147_483_647 : listing.version },
  ]);
}

/**
 * Notes many listings at once (one statement), each active or not at its version; a newer version already noted wins.
 * A row already holding the same is left alone: a reindex notes every active listing again, mostly unchanged.
 */
export async function recordListings(
  em: EntityManager,
  listings: ReadonlyArray<Pick<ListingVersion, 'id' | 'ownerId' | 'publishedAt' | 'version'> & { active: boolean }>,
): Promise<void> {
  if (listings.length === 0) return;
  // one JSON parameter rather than five a listing: a reindex notes thousands a statement
  await em.execute(
    `insert into engagement.member_listings (listing_id, owner_id, active, published_at, version)
     select listing_id, owner_id, active, published_at, version
     from json_populate_recordset(null::engagement.member_listings, ?)
     on conflict (listing_id) do update set owner_id = excluded.owner_id, active = excluded.active, published_at = excluded.published_at, version = excluded.version
     where engagement.member_listings.version < excluded.version
       or (engagement.member_listings.version = excluded.version
         and (engagement.member_listings.owner_id, engagement.member_listings.active, engagement.member_listings.published_at)
           is distinct from (excluded.owner_id, excluded.active, excluded.published_at))`,
    [
      JSON.stringify(
        listings.map((listing) => ({
          listing_id: listing.id,
          owner_id: listing.ownerId,
          active: listing.active,
          published_at: listing.publishedAt,
          version: listing.version,
        })),
      ),
    ],
  );
}

/** The check of the copy's active listings, as the listings module makes it of its own (see listingsChecksumSql). */
export async function copyChecksum(em: EntityManager): Promise<ListingsChecksum> {
  const [checksum] = await em.execute<ListingsChecksum[]>(
    `select ${listingsChecksumSql({ id: 'listing_id', ownerId: 'owner_id', publishedAt: 'published_at', version: 'version' })}
     from engagement.member_listings where active`,
  );
  return checksum;
}

/**
 * Keeps the `members` search index current: a member's document is written when they save their
 * profile, change their name or picture, or publish, withdraw, sell or delete a listing; it is
 * their plan changes (the Premium badge); it is removed when they turn the profile off, while their account is suspended
 * (decision 0049), or when they delete their account (which also takes their profile and connections). Listing events also keep the local
 * copy of who has which active listings (newer versions win, so a late event changes nothing).
 */
export class MemberDirectoryProjector implements Subscriber {
  readonly #search: SearchIndex;
  readonly #identity: IdentityApi;
  readonly #billing: BillingApi;

  constructor(search: SearchIndex, identity: IdentityApi, billing: BillingApi) {
    this.#search = search;
    this.#identity = identity;
    this.#billing = billing;
  }

  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    const userId = await this.#memberOf(event, em);
    if (!userId) return;
    const suspended = UserChanged.is(event) ? await recordSuspension(em, event.payload) : (await suspendedAmong(em, [userId])).has(userId);
    const profile = await em.findOne(MemberProfile, { userId });
    const [person] = profile?.isPublic && !suspended ? await this.#identity.getProfiles([userId]) : [];
    if (!profile?.isPublic || suspended || !person) {
      await this.#search.remove(MEMBERS_INDEX, [userId]);
      return;
    }
    const listings = (await activeListingsOf(em, [userId])).get(userId)!;
    await this.#search.upsert(MEMBERS_INDEX, [toMemberDocument(profile, person, listings, await isPremiumSeller(this.#billing, userId))]);
  }

  async #memberOf(event: IntegrationEvent, em: EntityManager): Promise<string | null> {
    if (MemberProfileChanged.is(event)) return event.payload.userId;
    const plan = planSnapshotOf(event, PLAN_CHANGE_EVENTS);
    if (plan) return plan.userId;
    if (UserChanged.is(event)) return event.payload.id;
    if (UserDeleted.is(event)) {
      // the account is gone: so are its profile and its connections and requests
      const userId = event.payload.id;
      await em.execute('delete from engagement.member_profiles where user_id = ?', [userId]);
      await em.execute('delete from engagement.connections where requester_id = ? or recipient_id = ?', [userId, userId]);
      return userId;
    }
    if (ListingDeleted.is(event)) {
      await recordListing(em, event.payload, { deleted: true });
      return event.payload.ownerId;
    }
    if (SNAPSHOT_EVENTS.some((type) => type.is(event))) {
      const listing = event.payload as ListingSnapshot;
      await recordListing(em, listing, { deleted: false });
      return listing.ownerId;
    }
    return null;
  }
}
