import { z } from 'zod';

// The signed-in user apart from the rest of identity's HTTP schemas: every page checks the session as it
// starts, and this is all it needs to build (decision 0038).

export const ROLES = ['buyer', 'seller', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const modeSchema = z.enum(['buyer', 'seller']);
export type Mode = z.infer<typeof modeSchema>;

/** Buyer plans as identity shows them on the current user: its copy of billing's buyer tier. */
export const buyerTierSchema = z.enum(['free', 'plus', 'pro']);
export type BuyerTierCopy = z.infer<typeof buyerTierSchema>;

/** The signed-in user as `GET /api/auth/me` answers it (spec section 3). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  profilePicture: z.string().nullable(),
  /** capabilities; `buyer` when none is held */
  roles: z.array(roleSchema),
  activeRole: modeSchema,
  buyerTier: buyerTierSchema,
  /** `admin` for administrators (decided on the server), otherwise `user` */
  role: z.enum(['admin', 'user']),
  emailVerified: z.boolean(),
  /** false for an account an invitation made until its member chooses a password in settings (decision 0062) */
  hasPassword: z.boolean(),
  /** only while an administrator sees the site as this member: who, and until when (ISO); nothing can be changed */
  viewing: z.object({ by: z.string(), until: z.string() }).optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
