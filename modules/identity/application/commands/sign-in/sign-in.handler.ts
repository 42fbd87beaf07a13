import { createHash } from 'node:crypto';
import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { RateLimiter } from '../../../../shared/kernel/rate-limit.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { loginRequestSchema, type LoginRequest } from '../../../contracts/http.ts';
import { InvalidCredentialsError } from '../../../domain/identity.errors.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import type { PasswordHasher } from '../../../infrastructure/password-hasher.ts';
import type { SessionStore } from '../../../infrastructure/session-store.ts';
import { IDENTITY_RATE_LIMITS } from '../../rate-limits.ts';
import type { RequestMeta, SignedIn } from '../register-user/register-user.command.ts';

export class SignInHandler implements CommandHandler<{ request: LoginRequest; meta: RequestMeta }, SignedIn> {
  readonly #hasher: PasswordHasher;
  readonly #sessions: SessionStore;
  readonly #limiter: RateLimiter;

  constructor(hasher: PasswordHasher, sessions: SessionStore, limiter: RateLimiter) {
    this.#hasher = hasher;
    this.#sessions = sessions;
    this.#limiter = limiter;
  }

  async execute({ request, meta }: { request: LoginRequest; meta: RequestMeta }, { em }: CommandContext): Promise<SignedIn> {
    const { email, password } = parseInput(loginRequestSchema, request, 'Email and password are required');
    const account = createHash('sha256').update(email).digest('hex');
    await this.#limiter.hit(IDENTITY_RATE_LIMITS.signInPerIp, meta.ipAddress ?? 'unknown');
    await this.#limiter.hit(IDENTITY_RATE_LIMITS.signInPerAccount, account);

    // the password is checked even for an unknown email, so both failures take the same time
    const user = await em.findOne(User, { email });
    const valid = await this.#hasher.verify(user?.passwordHash, password);
    if (!user || !valid) throw new InvalidCredentialsError();

    await this.#limiter.reset(IDENTITY_RATE_LIMITS.signInPerAccount, account);
    const session = this.#sessions.start(em, user.id, meta);
    return { user: toCurrentUser(user.toSnapshot()), session };
  }
}
