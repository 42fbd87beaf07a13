import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../../identity/contracts/api.ts';
import type { ListingsApi } from '../../../listings/contracts/api.ts';
import type { Conversation as ConversationView } from '../../contracts/messaging.ts';
import { Block } from '../../domain/block.entity.ts';
import type { Conversation } from '../../domain/conversation.entity.ts';
import { Message } from '../../domain/message.entity.ts';

/**
 * Conversations as the signed-in member sees them: the listing's card from listings, the other
 * member's name and picture from identity, the last message and the blocks between them.
 */
export class ConversationViews {
  readonly #listings: ListingsApi;
  readonly #identity: IdentityApi;

  constructor(listings: ListingsApi, identity: IdentityApi) {
    this.#listings = listings;
    this.#identity = identity;
  }

  async one(em: EntityManager, userId: string, conversation: Conversation): Promise<ConversationView> {
    const [view] = await this.of(em, userId, [conversation]);
    return view;
  }

  async of(em: EntityManager, userId: string, conversations: Conversation[]): Promise<ConversationView[]> {
    if (conversations.length === 0) return [];
    const others = conversations.map((conversation) => conversation.otherMemberOf(userId));
    const [cards, profiles, blocks, lastMessages] = await Promise.all([
      this.#listings.getCards(conversations.map((conversation) => conversation.propertyId)),
      this.#identity.getProfiles(others),
      em.find(Block, { $or: [{ blockerId: userId, blockedId: { $in: others } }, { blockedId: userId, blockerId: { $in: others } }] }),
      em.find(Message, { $or: conversations.filter((c) => c.lastSeq > 0).map((c) => ({ conversationId: c.id, seq: c.lastSeq })) }),
    ]);
    const cardOf = new Map(cards.map((card) => [card.id, card]));
    const profileOf = new Map(profiles.map((profile) => [profile.id, profile]));
    const lastOf = new Map(lastMessages.map((message) => [message.conversationId, message]));
    const blocked = (blockerId: string, blockedId: string) => blocks.some((block) => block.blockerId === blockerId && block.blockedId === blockedId);

    return conversations.map((conversation) => {
      const otherId = conversation.otherMemberOf(userId);
      const card = cardOf.get(conversation.propertyId);
      const last = lastOf.get(conversation.id);
      return {
        id: conversation.id,
        listing: {
          id: conversation.propertyId,
          title: card?.title ?? conversation.listingTitle,
          city: card?.city ?? null,
          state: card?.state ?? null,
          priceCents: card?.priceCents ?? null,
          image: card?.image ?? null,
          available: card?.isPublic ?? false,
        },
        role: conversation.requireRole(userId),
        other: profileOf.get(otherId) ?? null,
        lastMessage: last ? { body: last.body, senderId: last.senderId, seq: last.seq, createdAt: last.createdAt.toISOString() } : null,
        unreadCount: conversation.unreadFor(userId),
        readByOtherSeq: conversation.readSeqOfOther(userId),
        blockedByMe: blocked(userId, otherId),
        blockedByThem: blocked(otherId, userId),
        createdAt: conversation.createdAt.toISOString(),
        lastActivityAt: conversation.lastActivityAt.toISOString(),
      };
    });
  }
}
