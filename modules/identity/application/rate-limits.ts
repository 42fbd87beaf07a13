import type { RateLimitRule } from '../../shared/kernel/rate-limit.ts';

/** Limits on the account endpoints, per client address and per account. */
export const IDENTITY_RATE_LIMITS = {
  /** wrong passwords from one address to one account, remembered for a day (SignInThrottle) */
  signInFailuresPerPair: { name: 'identity:sign-in-failures:account-address', limit: 10_000, windowSeconds: 24 * 60 * 60 },
  /** the growing wait of one address on one account after wrong passwords; only ever blocked, never counted */
  signInWait: { name: 'identity:sign-in-wait:account-address', limit: 1, windowSeconds: 60 * 60 },
  /** wrong passwords from one address on any accounts */
  signInFailuresPerAddress: { name: 'identity:sign-in-failures:address', limit: 30, windowSeconds: 60 * 60 },
  registerPerIp: { name: 'identity:register:ip', limit: 10, windowSeconds: 60 * 60 },
  forgotPasswordPerIp: { name: 'identity:forgot-password:ip', limit: 10, windowSeconds: 60 * 60 },
  /** account emails (verification, reset) per account or address */
  mailPerAccount: { name: 'identity:mail:account', limit: 5, windowSeconds: 60 * 60 },
  /** password checks in settings (change password, change email, delete account) */
  passwordCheckPerAccount: { name: 'identity:password-check:account', limit: 10, windowSeconds: 15 * 60 },
  /** the signed unsubscribe links in mail (reading and using one), per address */
  unsubscribePerIp: { name: 'identity:unsubscribe:ip', limit: 30, windowSeconds: 60 },
  /** mailed sign-in links and invitations tried, per address: a reader follows one or two, a script guesses thousands */
  autoLoginPerIp: { name: 'identity:auto-login:ip', limit: 20, windowSeconds: 15 * 60 },
  /** new API keys per address */
  createApiKeyPerIp: { name: 'identity:api-keys:create:ip', limit: 20, windowSeconds: 3600 },
  /** proof-of-funds statements sent, per address (the route) and per account (the handler) */
  fundsUploadsPerIp: { name: 'identity:funds-uploads:ip', limit: 20, windowSeconds: 3600 },
  fundsUploadsPerAccount: { name: 'identity:funds-uploads:account', limit: 10, windowSeconds: 24 * 3600 },
} satisfies Record<string, RateLimitRule>;
