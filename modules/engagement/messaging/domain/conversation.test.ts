import { describe, expect, it } from 'vitest';
import { Conversation } from './conversation.entity.ts';
import { NotInConversationError } from './messaging.errors.ts';

const now = new Date('2026-11-10T12:00:00Z');
const open = () => Conversation.open({ propertyId: 'p', buyerId: 'buyer', sellerId: 'seller', listingTitle: 'Parcel', now });

describe('Conversation', () => {
  it('numbers messages and counts what each side has not read', () => {
    const conversation = open();
    expect(conversation.append('buyer', 'one', 'c1', now).seq).toBe(1);
    expect(conversation.append('buyer', 'two', 'c2', now).seq).toBe(2);
    expect(conversation.unreadFor('seller')).toBe(2);
    expect(conversation.unreadFor('buyer')).toBe(0);
    expect(conversation.readSeqOfOther('buyer')).toBe(0);

    // writing back means having read everything before
    conversation.append('seller', 'three', 'c3', now);
    expect(conversation.unreadFor('seller')).toBe(0);
    expect(conversation.readSeqOfOther('buyer')).toBe(3);
    expect(conversation.unreadFor('buyer')).toBe(1);
  });

  it('marks read once, and says when there was nothing new', () => {
    const conversation = open();
    conversation.append('seller', 'hello', 'c1', now);
    expect(conversation.markReadBy('buyer')).toBe(true);
    expect(conversation.unreadFor('buyer')).toBe(0);
    expect(conversation.readSeqOfOther('seller')).toBe(1);
    expect(conversation.markReadBy('buyer')).toBe(false);
  });

  it('admits its two members only', () => {
    const conversation = open();
    expect(conversation.roleOf('stranger')).toBeNull();
    expect(() => conversation.append('stranger', 'hi', 'c1', now)).toThrow(NotInConversationError);
    expect(() => conversation.markReadBy('stranger')).toThrow(NotInConversationError);
    expect(conversation.otherMemberOf('seller')).toBe('buyer');
  });
});
