import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { RequestMeta, SignedIn } from '../register-user/register-user.command.ts';

/** Signed in by the link: where it leads, and whether an invitation made the account just now. */
export type AutoLoginSignedIn = SignedIn & { redirectTo: string | null; newAccount: boolean };

/**
 * Signs in with a single-use link: a sign-in link for an account, or an invitation (decision 0062), which makes
 * the account it prefills and signs it in, or, for an address that has an account, signs no one in and answers
 * the address to sign in with (the invitation counts once its owner signs in).
 */
export const AutoLogin = defineCommand<
  { request: { token?: unknown }; meta: RequestMeta },
  AutoLoginSignedIn | { signIn: { email: string } }
>('identity.auto-login');
