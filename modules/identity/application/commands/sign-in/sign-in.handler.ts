import { clientNetwork } from '../../../../shared/kernel/client-network.ts';
import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { loginRequestSchema, type LoginRequest } from '../../../contracts/http.ts';
import { InvalidCredentialsError, AccountSuspendedError } from '../../../domain/identity.errors.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { acceptFollowedInvitations } from '../../invitations.ts';
import { SignInThrottle } from '../../sign-in-throttle.ts';
import type { RequestMeta, SignedIn } from '../register-user/register-user.command.ts';
import { SignIn } from './sign-in.command.ts';

const needs = {
  hasher: IDENTITY_SERVICES.Hasher,
  sessions: IDENTITY_SERVICES.Sessions,
  limiter: PLATFORM.RateLimiter,
  clock: PLATFORM.Clock,
};

export class SignInHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ request: LoginRequest; meta: RequestMeta }, SignedIn>
{
  readonly #throttle = new SignInThrottle(this.deps.limiter);

  async execute({ request, meta }: { request: LoginRequest; meta: RequestMeta }, { em, publish }: CommandContext): Promise<SignedIn> {
    const { hasher, sessions } = this.deps;
    const { email, password } = parseInput(loginRequestSchema, request, 'Email and password are required');
    const address = clientNetwork(meta.ipAddress ?? 'unknown');
    await this.#throttle.assertMayTry(email, address);

    // the password is checked even for an unknown email, so both failures take the same time
    const user = await em.findOne(User, { email });
    const valid = await hasher.verify(user?.passwordHash, password);
    if (!user || !valid) {
      await this.#throttle.failed(email, address);
      throw new InvalidCredentialsError();
    }

    await this.#throttle.succeeded(email, address);
    if (user.isSuspended) throw new AccountSuspendedError();
    await acceptFollowedInvitations(em, user.id, this.deps.clock.now(), publish);
    const session = sessions.start(em, user.id, meta);
    return { user: toCurrentUser(user.toSnapshot()), session };
  }
}

export const signIn = handlesCommand(SignIn, needs, SignInHandler);
