import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import type { ListingSnapshot } from '../../../../listings/contracts/events.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  FIT_SCORE,
  listingMatchesSchema,
  matchesQuerySchema,
  type ListingMatches,
  type MatchesQuery,
} from '../../../contracts/matching.ts';
import { MatchListingNotFoundError } from '../../../domain/segment.errors.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { requireSeller } from '../../contacts.ts';
import { CONTACTS_TAG, LISTING_MATCHES } from '../../http.ts';
import { matchPage, ownListing } from '../../matching.ts';
import { ListListingMatches } from './list-listing-matches.query.ts';

const needs = { em: PLATFORM.EntityManager, listings: LISTINGS_API };

const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));

/** Why a campaign would refuse the listing (it sends only listings buyers can see), in the seller's words; null when it would not. */
function sendBlocked(listing: ListingSnapshot, isPublic: boolean): string | null {
  if (isPublic) return null;
  if (listing.review === 'pending') return 'This listing is in review. You can send it to buyers once it is approved.';
  if (listing.review === 'rejected') return 'This listing was not approved. Edit and resubmit it before sending it to buyers.';
  return 'Only a listing buyers can see can be sent to them. Publish it first.';
}

export class ListListingMatchesHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<MatchesQuery & { listingId: string }, ListingMatches>
{
  async execute(
    { listingId, show, page, pageSize }: MatchesQuery & { listingId: string },
    { actor }: QueryContext,
  ): Promise<ListingMatches> {
    const sellerId = requireSeller(requireActor(actor));
    const listing = await ownListing(this.deps.listings, sellerId, listingId);
    const [card] = await this.deps.listings.getCards([listing.id]);
    const em = this.deps.em.fork();
    const { rows, total, summary } = await matchPage(em, listing, sellerId, {
      fitsOnly: show === 'fits',
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return {
      listing: {
        id: listing.id,
        title: listing.title,
        city: listing.city,
        state: listing.state,
        county: listing.county,
        category: listing.category,
        price: dollars(listing.priceCents)!,
        arv: dollars(listing.arvCents),
      },
      threshold: FIT_SCORE,
      sendBlocked: sendBlocked(listing, Boolean(card?.isPublic)),
      ...summary,
      total,
      page,
      pageSize,
      rows,
    };
  }
}

export const listListingMatches = answersQuery(ListListingMatches, needs, ListListingMatchesHandler, [
  http(ListListingMatches, {
    method: 'get',
    path: '/api/properties/:id/matches',
    tag: CONTACTS_TAG,
    summary: 'The buyers on my list who fit my listing',
    description: `Each contact scored 0-100 (location, price against budget and ARV, property type, cash or financing, proof of funds) with the reasons, best first; \`show=fits\` (default) lists those scoring ${FIT_SCORE} or more. The seller's own listing only.`,
    access: 'member',
    rateLimit: LISTING_MATCHES,
    query: matchesQuerySchema,
    invalid: 'Invalid matches query',
    input: ({ params, query }) => {
      if (!isUuid(params.id)) throw new MatchListingNotFoundError();
      return { ...query, listingId: params.id };
    },
    response: listingMatchesSchema,
    errors: [403, 404],
  }),
]);
