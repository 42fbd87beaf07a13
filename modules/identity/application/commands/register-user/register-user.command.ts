import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CurrentUser, RegisterRequest } from '../../../contracts/http.ts';

export interface RequestMeta {
  userAgent: string | null;
  ipAddress: string | null;
}

export interface SignedIn {
  user: CurrentUser;
  session: { token: string; expiresAt: Date };
}

/** Creates an account (buyer capability, buyer mode) and signs it in. */
export const RegisterUser = defineCommand<{ request: RegisterRequest; meta: RequestMeta }, SignedIn>('identity.register-user');
