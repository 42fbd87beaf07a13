import { z } from 'zod';

export const ROLES = ['buyer', 'seller', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const modeSchema = z.enum(['buyer', 'seller']);
export type Mode = z.infer<typeof modeSchema>;

/** The signed-in user as `GET /api/auth/me` answers it (spec section 3). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePicture: z.string().nullable(),
  /** capabilities; `buyer` when none is held */
  roles: z.array(roleSchema),
  activeRole: modeSchema,
  buyerTier: z.enum(['free', 'plus', 'pro']),
  /** `admin` for administrators (decided on the server), otherwise `user` */
  role: z.enum(['admin', 'user']),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
