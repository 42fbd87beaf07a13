import { token } from '../../shared/kernel/tokens.ts';

/**
 * The usage lock (`lockUsage` from the kernel) every command that may make a contact takes for its member
 * first: starting a conversation here, making an offer in the leads module. Held by both, the month's
 * count cannot be raced between a message and an offer.
 */
export const CONTACTS_USAGE_LOCK = 'engagement.contacts';

/** What later modules ask engagement synchronously (decision 0069). */
export interface EngagementApi {
  /**
   * The members `userId` contacted this calendar month (UTC): those they started a conversation with, and those
   * they made an offer to that engagement has heard of, each once. Reads through the caller's transaction.
   */
  membersContactedThisMonth(userId: string, now: Date): Promise<string[]>;
}

export const ENGAGEMENT_API = token<EngagementApi>('engagement.api');
