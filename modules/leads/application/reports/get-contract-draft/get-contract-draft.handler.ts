import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import type { ContractDraft } from '../../../contracts/offers.ts';
import { Offer } from '../../../domain/offer.entity.ts';
import { DealNotReadyError, OfferNotFoundError } from '../../../domain/offer.errors.ts';
import { GetContractDraft } from './get-contract-draft.query.ts';

const needs = { em: PLATFORM.EntityManager, listings: LISTINGS_API, identity: IDENTITY_API };

/** The two parties of the offer only (anyone else: the 404 of an unknown offer); 409 until it is accepted. */
export class GetContractDraftHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ offerId: string; assignmentFee?: number }, ContractDraft>
{
  async execute({ offerId, assignmentFee }: { offerId: string; assignmentFee?: number }, { actor }: QueryContext): Promise<ContractDraft> {
    const { userId } = requireActor(actor);
    const offer = await this.deps.em.fork().findOne(Offer, { id: offerId });
    if (!offer || (offer.buyerId !== userId && offer.sellerId !== userId)) throw new OfferNotFoundError();
    const dates = offer.checklist();
    if (!dates) throw new DealNotReadyError();
    const agreed = offer.agreedTerms()!;
    const [[listing], contacts] = await Promise.all([
      this.deps.listings.getSnapshots([offer.propertyId]),
      this.deps.identity.getContacts([offer.sellerId, offer.buyerId]),
    ]);
    const party = (id: string) => {
      const contact = contacts.find((member) => member.id === id);
      return contact
        ? { name: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email }
        : { name: 'A former member', email: '' };
    };
    const address = listing
      ? [listing.streetAddress, listing.city, [listing.state, listing.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
      : '';
    return {
      offerId: offer.id,
      seller: party(offer.sellerId),
      buyer: party(offer.buyerId),
      property: {
        title: listing?.title ?? 'The listing',
        address,
        county: listing?.county ?? null,
        apn: listing?.apn ?? null,
        acres: listing?.acres ?? 0,
      },
      price: agreed.price,
      earnestMoney: agreed.earnestMoney,
      assignmentFee: assignmentFee ?? null,
      funding: offer.funding,
      acceptedAt: offer.acceptedAt!.toISOString(),
      earnestDueAt: dates.earnestDueAt,
      inspectionEndsAt: dates.inspectionEndsAt,
      closingAt: dates.closingAt,
    };
  }
}

export const getContractDraft = answersQuery(GetContractDraft, needs, GetContractDraftHandler);
