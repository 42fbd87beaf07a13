import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';

export * from './current-user.ts';
import { currentUserSchema, modeSchema } from './current-user.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

const name = (label: string) =>
  singleLine(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(80, `${label} is too long`),
    label,
  );

/** a password being chosen */
const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** a password being typed to prove who you are */
const existingPassword = (label = 'Password') =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(PASSWORD_MAX_LENGTH);

/** optional; empty means none */
const phone = z
  .string()
  .trim()
  .max(30, 'Phone number is too long')
  .nullish()
  .transform((value) => (value ? value : null));

/** `POST /api/auth/register` (the confirmation field is checked in the browser). */
export const registerRequestSchema = z.object({
  email,
  password: newPassword,
  firstName: name('First name'),
  lastName: name('Last name'),
  phone,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** `POST /api/auth/login` */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254)
    .transform((value) => value.toLowerCase()),
  password: existingPassword(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** `PATCH /api/users/switch-mode` */
export const switchModeRequestSchema = z.object({ mode: modeSchema });
export type SwitchModeRequest = z.infer<typeof switchModeRequestSchema>;

/** `PATCH /api/users/me` → CurrentUser */
export const updateProfileRequestSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  phone,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** `POST /api/users/me/password` → `{ message }`; other devices are signed out */
export const changePasswordRequestSchema = z.object({
  /** required when the account has a password; one an invitation made has none until it is set here (decision 0062) */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  newPassword,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** Settings' form for an account with no password yet: the new one, no current one. */
export const setPasswordRequestSchema = changePasswordRequestSchema.omit({ currentPassword: true });

/** `POST /api/users/me/email` → `{ message }`; the address changes once the link sent to it is opened */
export const changeEmailRequestSchema = z.object({
  newEmail: email,
  password: existingPassword(),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** `DELETE /api/users/me` → `{ message }`; the session cookie is cleared */
export const deleteAccountRequestSchema = z.object({ password: existingPassword() });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/**
 * What a member hears about, each topic on two channels: the bell in the app and email. Other
 * modules name the topic of what they notify about; the member's choice decides what is delivered.
 */
export const NOTIFICATION_TOPICS = [
  'messages',
  'listingAlerts',
  'connections',
  'jointVentures',
  'listingActivity',
  'sellerLeads',
  'billing',
  'productNews',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const notificationChannelsSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** one schema per topic */
const perTopic = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, schema])) as Record<NotificationTopic, T>);

/** `GET` and `PATCH /api/users/me/notifications`; PATCH takes any topics and channels, e.g. `{ "messages": { "email": false } }` */
export const notificationPreferencesSchema = perTopic(notificationChannelsSchema);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const updateNotificationPreferencesSchema = perTopic(notificationChannelsSchema.partial().strict().optional());
export type NotificationPreferencesUpdate = z.infer<typeof updateNotificationPreferencesSchema>;

/** `GET /api/unsubscribe?token=` → UnsubscribeState: which email the link in a mail turns off, and whether it is on */
export const unsubscribeStateSchema = z.object({ topic: z.enum(NOTIFICATION_TOPICS), subscribed: z.boolean() });
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
/**
 * `POST /api/unsubscribe?token=` → UnsubscribeState: turns that email off, without signing in (the
 * token is signed). Mail clients' one-click unsubscribe (RFC 8058) posts here too. `{ "resubscribe": true }` undoes it.
 */
export const unsubscribeRequestSchema = z.object({ resubscribe: z.boolean().optional() });
export const unsubscribeTokenSchema = z.object({
  token: z.string().min(1, 'The unsubscribe link is incomplete').max(200, 'The unsubscribe link is not valid'),
});

/** the answer of the account's requests that only say what happened (`{ message }`) */
export const accountMessageSchema = z.object({ message: z.string() });

/** `POST /api/auth/forgot-password` → `{ message }`, the same whether or not the account exists */
export const forgotPasswordRequestSchema = z.object({ email });
/** `POST /api/auth/reset-password` → `{ message }`; every session of the account ends */
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, 'The reset link is incomplete').max(200),
  password: newPassword,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
/** `POST /api/auth/verify-email` → CurrentUser (the link's token; also confirms an email change) */
export const verifyEmailRequestSchema = z.object({ token: z.string().min(1, 'The verification link is incomplete').max(200) });
/** `POST /api/auth/auto-login` → CurrentUser and a session cookie (a single-use sign-in link) */
export const autoLoginRequestSchema = z.object({ token: z.string().min(1, 'The sign-in link is incomplete').max(200) });

/**
 * Its answer: signed in (the member, where the link leads, and whether an invitation made the account just now),
 * or, for an invitation to an address that has an account, the address to sign in with (decision 0062).
 */
export const autoLoginResponseSchema = z.union([
  currentUserSchema.extend({ redirectTo: z.string().nullable(), newAccount: z.boolean() }),
  z.object({ signIn: z.object({ email: z.string() }) }),
]);
export type AutoLoginResponse = z.infer<typeof autoLoginResponseSchema>;
/** `POST /api/auth/verify-email/resend` (signed in) → `{ message }` */

/** Largest profile picture accepted by `POST /api/users/me/avatar` (multipart field `picture`). */
export const PROFILE_PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * `GET /api/users/{id}/public-profile`: what anyone may see of a member (e.g. the seller card on
 * a property page). First name and last initial only; never the email or phone.
 */
export const publicUserProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  /** e.g. "L", empty when the member gave no last name */
  lastInitial: z.string(),
  /** "Maria L." */
  displayName: z.string(),
  profilePicture: z.string().nullable(),
  /** when the account was created (ISO 8601) */
  memberSince: z.string(),
});
export type PublicUserProfile = z.infer<typeof publicUserProfileSchema>;
