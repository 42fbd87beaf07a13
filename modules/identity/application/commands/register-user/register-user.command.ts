import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CurrentUser, RegisterRequest } from '../../../contracts/http.ts';

export interface RequestMeta {
  userAgent: string | null;
  ipAddress: string | null;
  /** the referral cookie the browser carried (registration only) */
  referral?: string | null;
}

export interface SignedIn {
  user: CurrentUser;
  session: { token: string; expiresAt: Date };
}

/**
 * Creates an account (buyer capability, buyer mode) and signs it in; or, for an address that has an
 * account, creates nothing and mails its owner once the (empty) transaction is over: the caller answers 409.
 */
export const RegisterUser = defineCommand<{ request: RegisterRequest; meta: RequestMeta }, SignedIn | { emailTaken: true }>(
  'identity.register-user',
);
