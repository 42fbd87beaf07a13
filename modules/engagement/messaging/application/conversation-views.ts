import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../../identity/contracts/api.ts';
import type { ListingsApi } from '../../../listings/contracts/api.ts';
import { memberName, type Conversation as ConversationView } from '../../contracts/messaging.ts';
import { suspendedAmong } from '../../network/application/member-suspensions.ts';
import { JvPost } from '../../network/domain/jv-post.entity.ts';
import { Block } from '../domain/block.entity.ts';
import type { Conversation } from '../domain/conversation.entity.ts';
import { Message } from '../domain/message.entity.ts';

/**
 * Conversations as the signed-in member sees them: what they are about (the listing's card from
 * listings, the JV post, or the other member for a direct one), the other
 * member's name and picture from identity, the last message (a placeholder while its sender is
 * suspended, decision 0049) and the blocks between them.
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
    const propertyIds = conversations.flatMap((conversation) => (conversation.propertyId ? [conversation.propertyId] : []));
    const postIds = conversations.flatMap((conversation) => (conversation.jvPostId ? [conversation.jvPostId] : []));
    const [cards, posts, profiles, blocks, lastMessages, suspended] = await Promise.all([
      propertyIds.length ? this.#listings.getCards(propertyIds) : [],
      postIds.length ? em.find(JvPost, { id: { $in: postIds } }) : [],
      this.#identity.getProfiles(others),
      em.find(Block, {
        $or: [
          { blockerId: userId, blockedId: { $in: others } },
          { blockedId: userId, blockerId: { $in: others } },
        ],
      }),
      em.find(Message, { $or: conversations.filter((c) => c.lastSeq > 0).map((c) => ({ conversationId: c.id, seq: c.lastSeq })) }),
      suspendedAmong(em, others),
    ]);
    const cardOf = new Map(cards.map((card) => [card.id, card]));
    const postOf = new Map(posts.map((post) => [post.id, post]));
    const profileOf = new Map(profiles.map((profile) => [profile.id, profile]));
    const lastOf = new Map(lastMessages.map((message) => [message.conversationId, message]));
    const blocked = (blockerId: string, blockedId: string) =>
      blocks.some((block) => block.blockerId === blockerId && block.blockedId === blockedId);

    return conversations.map((conversation) => {
      const otherId = conversation.otherMemberOf(userId);
      const { propertyId, jvPostId } = conversation;
      const card = propertyId ? cardOf.get(propertyId) : undefined;
      const post = jvPostId ? postOf.get(jvPostId) : undefined;
      const last = lastOf.get(conversation.id);
      const other = profileOf.get(otherId) ?? null;
      const listing = propertyId
        ? {
            id: propertyId,
            title: card?.title ?? conversation.listingTitle,
            city: card?.city ?? null,
            state: card?.state ?? null,
            priceCents: card?.priceCents ?? null,
            image: card?.image ?? null,
            available: card?.isPublic ?? false,
          }
        : null;
      const jvPost = jvPostId ? { id: jvPostId, title: post?.title ?? conversation.listingTitle, available: post?.isOpen ?? false } : null;
      const subject: ConversationView['subject'] = listing
        ? { kind: 'listing', title: listing.title }
        : jvPost
          ? { kind: 'jv-post', title: `JV: ${jvPost.title}` }
          : { kind: 'member', title: memberName(other) };
      return {
        id: conversation.id,
        subject,
        listing,
        jvPost,
        role: conversation.requireRole(userId),
        other,
        lastMessage: last ? lastMessageView(last, suspended.has(last.senderId)) : null,
        unreadCount: conversation.unreadFor(userId),
        readByOtherSeq: conversation.readSeqOfOther(userId),
        blockedByMe: blocked(userId, otherId),
        blockedByThem: blocked(otherId, userId),
        otherSuspended: suspended.has(otherId),
        createdAt: conversation.createdAt.toISOString(),
        lastActivityAt: conversation.lastActivityAt.toISOString(),
      };
    });
  }
}

function lastMessageView(message: Message, senderSuspended: boolean): NonNullable<ConversationView['lastMessage']> {
  const { body, senderId, seq, createdAt, hidden } = senderSuspended ? message.toHiddenView() : message.toView();
  return { body, senderId, seq, createdAt, ...(hidden ? { hidden } : {}) };
}
