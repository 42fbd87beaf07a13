import { token } from '../shared/kernel/tokens.ts';
import type { ApiKeyStore } from './infrastructure/api-key-store.ts';
import type { AccountTokens } from './infrastructure/account-tokens.ts';
import type { IdentityMail } from './infrastructure/identity-mail.ts';
import type { PasswordHasher } from './infrastructure/password-hasher.ts';
import type { UserDirectory, UserViewProjector } from './infrastructure/projections/user-view.projector.ts';
import type { SessionStore } from './infrastructure/session-store.ts';
import type { UnsubscribeLinks } from './infrastructure/unsubscribe-links.ts';

/**
 * The identity services `index.ts` binds and the use cases inject. A file of its own so that handler
 * files can name them without importing `index.ts` (which imports the handler files).
 */
export const IDENTITY_SERVICES = {
  Hasher: token<PasswordHasher>('identity.PasswordHasher'),
  Sessions: token<SessionStore>('identity.SessionStore'),
  Users: token<UserDirectory>('identity.UserDirectory'),
  Tokens: token<AccountTokens>('identity.AccountTokens'),
  Mail: token<IdentityMail>('identity.IdentityMail'),
  UserView: token<UserViewProjector>('identity.UserViewProjector'),
  UnsubscribeLinks: token<UnsubscribeLinks>('identity.UnsubscribeLinks'),
  ApiKeys: token<ApiKeyStore>('identity.ApiKeyStore'),
} as const;
