import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { LoginRequest } from '../../../contracts/http.ts';
import type { RequestMeta, SignedIn } from '../register-user/register-user.command.ts';

/** Checks a password and starts a new session (a new id: any earlier cookie is not reused). */
export const SignIn = defineCommand<{ request: LoginRequest; meta: RequestMeta }, SignedIn>('identity.sign-in');
