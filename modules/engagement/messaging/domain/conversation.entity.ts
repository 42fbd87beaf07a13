import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../../shared/kernel/ids.ts';
import { Message } from './message.entity.ts';
import { NotInConversationError } from './messaging.errors.ts';

export type ConversationRole = 'buyer' | 'seller';

/**
 * A conversation between two members: about a listing (`propertyId`), about a JV board post
 * (`jvPostId`), or direct (neither). `buyerId` is the member who started it and `sellerId` the one
 * addressed (the listing's seller, the post's author); the names stay from when every conversation
 * was about a listing (decision 0029). Messages are numbered 1, 2, 3… in it (`lastSeq`); each side
 * keeps how far it has read and how many of the other's messages it has not. Members and the listing
 * are other modules' ids.
 */
const ConversationSchema = defineEntity({
  name: 'Conversation',
  schema: 'engagement',
  tableName: 'conversations',
  uniques: [
    { name: 'conversations_listing_buyer_unique', properties: ['propertyId', 'buyerId'] },
    { name: 'conversations_jv_post_starter_unique', properties: ['jvPostId', 'buyerId'] },
    { name: 'conversations_direct_unique', properties: ['buyerId', 'sellerId'], where: { propertyId: null, jvPostId: null } },
  ],
  indexes: [
    { name: 'conversations_buyer_index', properties: ['buyerId', 'lastActivityAt'] },
    { name: 'conversations_seller_index', properties: ['sellerId', 'lastActivityAt'] },
    { name: 'conversations_activity_index', properties: ['lastActivityAt'] },
    { name: 'conversations_created_at_index', properties: ['createdAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    propertyId: p.uuid().nullable(),
    jvPostId: p.uuid().nullable(),
    buyerId: p.uuid(),
    sellerId: p.uuid(),
    /** the listing's or post's title when the conversation began, shown should it go away ('' for a direct one) */
    listingTitle: p.text(),
    createdAt: p.datetime(),
    lastActivityAt: p.datetime(),
    lastSeq: p.integer(),
    buyerReadSeq: p.integer(),
    sellerReadSeq: p.integer(),
    buyerUnread: p.integer(),
    sellerUnread: p.integer(),
    /** the last message each side was mailed about, and when (see the mail-unread-messages job) */
    buyerMailedSeq: p.integer().default(0),
    sellerMailedSeq: p.integer().default(0),
    buyerMailedAt: p.datetime().nullable(),
    sellerMailedAt: p.datetime().nullable(),
  },
});

export class Conversation extends ConversationSchema.class {
  static open(input: {
    propertyId?: string;
    jvPostId?: string;
    buyerId: string;
    sellerId: string;
    listingTitle: string;
    now: Date;
  }): Conversation {
    const conversation = new Conversation();
    conversation.id = newId();
    conversation.propertyId = input.propertyId ?? null;
    conversation.jvPostId = input.jvPostId ?? null;
    conversation.buyerId = input.buyerId;
    conversation.sellerId = input.sellerId;
    conversation.listingTitle = input.listingTitle;
    conversation.createdAt = input.now;
    conversation.lastActivityAt = input.now;
    conversation.lastSeq = 0;
    conversation.buyerReadSeq = 0;
    conversation.sellerReadSeq = 0;
    conversation.buyerUnread = 0;
    conversation.sellerUnread = 0;
    conversation.buyerMailedSeq = 0;
    conversation.sellerMailedSeq = 0;
    conversation.buyerMailedAt = null;
    conversation.sellerMailedAt = null;
    return conversation;
  }

  roleOf(userId: string): ConversationRole | null {
    if (userId === this.buyerId) return 'buyer';
    if (userId === this.sellerId) return 'seller';
    return null;
  }

  /** the member's role; a stranger gets the same answer as for a conversation that does not exist */
  requireRole(userId: string): ConversationRole {
    const role = this.roleOf(userId);
    if (!role) throw new NotInConversationError();
    return role;
  }

  otherMemberOf(userId: string): string {
    return this.requireRole(userId) === 'buyer' ? this.sellerId : this.buyerId;
  }

  /** Adds the sender's next message: the other side has one more unread, the sender has read everything. */
  append(senderId: string, body: string, clientId: string, now: Date): Message {
    const role = this.requireRole(senderId);
    this.lastSeq += 1;
    this.lastActivityAt = now;
    if (role === 'buyer') {
      this.buyerReadSeq = this.lastSeq;
      this.buyerUnread = 0;
      this.sellerUnread += 1;
    } else {
      this.sellerReadSeq = this.lastSeq;
      this.sellerUnread = 0;
      this.buyerUnread += 1;
    }
    return Message.write({ conversationId: this.id, seq: this.lastSeq, senderId, body, clientId, now });
  }

  /** Marks everything so far read by the member; false when there was nothing new to mark. */
  markReadBy(userId: string): boolean {
    const role = this.requireRole(userId);
    const readSeq = role === 'buyer' ? this.buyerReadSeq : this.sellerReadSeq;
    const unread = role === 'buyer' ? this.buyerUnread : this.sellerUnread;
    if (readSeq === this.lastSeq && unread === 0) return false;
    if (role === 'buyer') {
      this.buyerReadSeq = this.lastSeq;
      this.buyerUnread = 0;
    } else {
      this.sellerReadSeq = this.lastSeq;
      this.sellerUnread = 0;
    }
    return true;
  }

  /**
   * Records that the side was mailed about everything so far; returns what it had been mailed about
   * before, to restore should the mail fail. The mail job finds due sides in SQL (same rules).
   */
  markMailed(role: ConversationRole, now: Date): { seq: number; at: Date | null } {
    const previous =
      role === 'buyer'
        ? { seq: this.buyerMailedSeq, at: this.buyerMailedAt ?? null }
        : { seq: this.sellerMailedSeq, at: this.sellerMailedAt ?? null };
    if (role === 'buyer') {
      this.buyerMailedSeq = this.lastSeq;
      this.buyerMailedAt = now;
    } else {
      this.sellerMailedSeq = this.lastSeq;
      this.sellerMailedAt = now;
    }
    return previous;
  }

  /** the last message the side has either read or been mailed about */
  seenSeqOf(role: ConversationRole): number {
    return role === 'buyer' ? Math.max(this.buyerReadSeq, this.buyerMailedSeq) : Math.max(this.sellerReadSeq, this.sellerMailedSeq);
  }

  unreadFor(userId: string): number {
    return this.requireRole(userId) === 'buyer' ? this.buyerUnread : this.sellerUnread;
  }

  /** how far the other member has read */
  readSeqOfOther(userId: string): number {
    return this.requireRole(userId) === 'buyer' ? this.sellerReadSeq : this.buyerReadSeq;
  }
}
ConversationSchema.setClass(Conversation);
export { ConversationSchema };
