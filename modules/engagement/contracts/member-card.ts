import { z } from 'zod';

/** A member's public profile card, as conversations, blocks and JV posts show it. */
export const memberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePicture: z.string().nullable(),
  /** when the account was made (ISO) */
  memberSince: z.string(),
  /** the member confirmed their email address (never the address itself) */
  emailVerified: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;
