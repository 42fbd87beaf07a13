import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../../../listings/contracts/api.ts';
import type { QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import type { MemberProfile } from '../../../../contracts/directory.ts';
import { MEMBERS_INDEX, type MemberDocument } from '../../../infrastructure/projections/member-directory.projector.ts';
import { toMemberCard, verifiedFundsOf } from '../search-members/search-members.handler.ts';
import { GetMemberProfile } from './get-member-profile.query.ts';

const needs = { search: PLATFORM.SearchIndex, listings: LISTINGS_API, identity: IDENTITY_API };

export class GetMemberProfileHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ memberId: string }, MemberProfile | null>
{
  async execute({ memberId }: { memberId: string }): Promise<MemberProfile | null> {
    if (!isUuid(memberId)) return null;
    const { hits } = await this.deps.search.search<MemberDocument>(MEMBERS_INDEX, { filters: [{ field: 'id', in: [memberId] }], limit: 1 });
    const document = hits[0];
    if (!document) return null;
    const [cardList, funds] = await Promise.all([
      this.deps.listings.getCards(document.listingIds),
      verifiedFundsOf(this.deps.identity, [document.id]),
    ]);
    const cards = new Map(cardList.map((card) => [card.id, card]));
    const listings = document.listingIds.flatMap((id) => {
      const card = cards.get(id);
      return card?.status === 'active'
        ? [
            {
              id: card.id,
              title: card.title,
              city: card.city,
              state: card.state,
              price: Math.round(card.priceCents / 100),
              acres: card.acres,
              image: card.image,
            },
          ]
        : [];
    });
    return { ...toMemberCard(document, funds), listings };
  }
}

export const getMemberProfile = answersQuery(GetMemberProfile, needs, GetMemberProfileHandler);
