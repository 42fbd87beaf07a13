import type { RateLimitRule } from '../../../shared/kernel/rate-limit.ts';

/**
 * Per-member limits on writing, on top of the per-address limits of the routes: generous for a person
 * typing, tight for a script. Counted for every host alike (the rate limiter lives on the read side).
 */
export const MESSAGING_LIMITS = {
  messagesPerMinute: { name: 'engagement:messages:member', limit: 30, windowSeconds: 60 },
  newConversationsPerHour: { name: 'engagement:new-conversations:member', limit: 20, windowSeconds: 3600 },
  /** each upload is decoded (a photo) before it is stored */
  attachmentsPerHour: { name: 'engagement:attachments:member', limit: 60, windowSeconds: 3600 },
  reportsPerHour: { name: 'engagement:reports:member', limit: 20, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;
