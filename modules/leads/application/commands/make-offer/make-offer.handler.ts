import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { assertWithinPlan } from '../../../../billing/contracts/plan-limits.ts';
import { CONTACTS_USAGE_LOCK, ENGAGEMENT_API } from '../../../../engagement/contracts/api.ts';
import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { lockUsage } from '../../../../shared/kernel/usage-lock.ts';
import { startOfUtcMonth } from '../../../../shared/kernel/utc-dates.ts';
import { OfferMade } from '../../../contracts/events.ts';
import {
  offerContactsLimitMessage,
  offerInputSchema,
  offerSchema,
  openOffersLimitMessage,
  type Offer as OfferView,
  type OfferInput,
} from '../../../contracts/offers.ts';
import { Offer } from '../../../domain/offer.entity.ts';
import {
  ListingNotTakingOffersError,
  OfferListingNotFoundError,
  OpenOfferExistsError,
  OwnListingOfferError,
  VerifiedFundsRequiredError,
} from '../../../domain/offer.errors.ts';
import { OFFER_WRITES, OFFERS_TAG } from '../../http.ts';
import { findRules, fundsOf, offerFacts } from '../../offers.ts';
import { MakeOffer } from './make-offer.command.ts';

const needs = { clock: PLATFORM.Clock, listings: LISTINGS_API, identity: IDENTITY_API, billing: BILLING_API, engagement: ENGAGEMENT_API };

/**
 * The listing must be on public view and active (one under contract takes no offers), and not the buyer's
 * own. A buyer keeps one pending offer per listing: a second, while the first stands, is a 409. A listing
 * whose seller requires verified funds refuses (403) a buyer whose verification does not hold today. The
 * buyer's plan limits offers waiting for an answer at once, and an offer to a seller not contacted this month
 * is a contact (decision 0069): both are counted and enforced here, under the contacts lock messaging takes too.
 */
export class MakeOfferHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<OfferInput & { propertyId: string }, OfferView>
{
  async execute({ propertyId, ...input }: OfferInput & { propertyId: string }, { em, actor, publish }: CommandContext): Promise<OfferView> {
    const { userId } = requireActor(actor);
    const now = this.deps.clock.now();
    const [listing] = await this.deps.listings.getCards([propertyId]);
    if (!listing?.isPublic) throw new OfferListingNotFoundError();
    if (listing.ownerId === userId) throw new OwnListingOfferError();
    if (listing.status !== 'active') throw new ListingNotTakingOffersError();
    const rules = await findRules(em, propertyId);
    if (rules?.requireVerifiedFunds && !(await fundsOf(this.deps.identity, [userId])).has(userId)) throw new VerifiedFundsRequiredError();

    await lockUsage(em, CONTACTS_USAGE_LOCK, userId);
    await lockUsage(em, 'leads.offers', userId);
    const mine = await em.find(Offer, { propertyId, buyerId: userId, status: { $in: ['open', 'countered'] } });
    if (mine.some((offer) => offer.isPending(now))) throw new OpenOfferExistsError();
    await this.#assertWithinPlan(em, userId, listing.ownerId, now);

    const offer = Offer.make({ propertyId, sellerId: listing.ownerId }, userId, input, now);
    em.persist(offer);
    await em.flush();
    publish(OfferMade.create(offer.id, { ...offerFacts(offer), madeAt: offer.createdAt.toISOString() }));
    return offer.toView(now);
  }

  /**
   * The plan's open offers, then its contacts: the members contacted this month are those engagement counts
   * (conversations, and the offers it has heard of) and those of this module's own offers of the month, which
   * engagement may not have heard of yet; the seller counts once whichever way they were contacted.
   */
  async #assertWithinPlan(em: EntityManager, userId: string, sellerId: string, now: Date): Promise<void> {
    const entitlements = await this.deps.billing.entitlements(userId);
    const [{ open }] = await em.execute<Array<{ open: string | number }>>(
      `select count(*) as open from leads.offers
       where buyer_id = ? and ((status = 'open' and expires_at > ?) or (status = 'countered' and counter_expires_at > ?))`,
      [userId, now, now],
    );
    assertWithinPlan(entitlements, 'openOffers', Number(open), ({ allowed }) => openOffersLimitMessage(allowed));

    const contacted = new Set(await this.deps.engagement.membersContactedThisMonth(userId, now));
    if (contacted.has(sellerId)) return;
    const offered = await em.execute<Array<{ seller_id: string }>>(
      'select distinct seller_id from leads.offers where buyer_id = ? and created_at >= ?',
      [userId, startOfUtcMonth(now)],
    );
    for (const row of offered) contacted.add(row.seller_id);
    if (contacted.has(sellerId)) return;
    assertWithinPlan(entitlements, 'contactsPerMonth', contacted.size, ({ allowed }) => offerContactsLimitMessage(allowed));
  }
}

export const makeOffer = handlesCommand(MakeOffer, needs, MakeOfferHandler, [
  http(MakeOffer, {
    method: 'post',
    path: '/api/properties/:id/offers',
    tag: OFFERS_TAG,
    summary: 'Make an offer on a listing',
    description:
      'Price, earnest money, days to close, inspection period, funding and a message; it stands 48 hours unless `expiresInHours` says otherwise. 409 when the listing is under contract or the buyer has an open offer on it already; 422 on their own listing; 403 `verified_funds_required` when the seller takes offers only from buyers with verified funds and the buyer has none that hold; 403 `plan_limit_reached` (`upgradeRequired`, `details.limit` `openOffers` or `contactsPerMonth`) past the open offers the plan allows at once, or when an offer to a seller not contacted this month would pass the contacts of a free plan.',
    access: 'member',
    scopes: ['offers:write'],
    rateLimit: OFFER_WRITES,
    body: offerInputSchema,
    invalid: 'Please check the offer',
    input: ({ params, body }) => {
      if (!isUuid(params.id)) throw new OfferListingNotFoundError();
      return { propertyId: params.id, ...body };
    },
    status: 201,
    response: offerSchema,
    errors: [403, 404, 409, 422],
  }),
]);
