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
  phone: z.string().nullable(),
  profilePicture: z.string().nullable(),
  /** capabilities; `buyer` when none is held */
  roles: z.array(roleSchema),
  activeRole: modeSchema,
  buyerTier: z.enum(['free', 'plus', 'pro']),
  /** `admin` for administrators (decided on the server), otherwise `user` */
  role: z.enum(['admin', 'user']),
  emailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

const name = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(80, `${label} is too long`);

/** `POST /api/auth/register` (the confirmation field is checked in the browser). */
export const registerRequestSchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  firstName: name('First name'),
  lastName: name('Last name'),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone number is too long')
    .optional()
    .transform((value) => (value ? value : null)),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** `POST /api/auth/login` */
export const loginRequestSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254).transform((value) => value.toLowerCase()),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** `PATCH /api/users/switch-mode` */
export const switchModeRequestSchema = z.object({ mode: modeSchema });
export type SwitchModeRequest = z.infer<typeof switchModeRequestSchema>;

/** The cookie holding the CSRF token the browser echoes in the X-CSRF-Token header. */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';
