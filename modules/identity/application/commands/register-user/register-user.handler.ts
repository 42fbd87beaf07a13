import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { newId } from '../../../../shared/kernel/ids.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { REFERRAL_WINDOW_DAYS, ReferredRegistration, UserRegistered } from '../../../contracts/events.ts';
import { registerRequestSchema, type RegisterRequest } from '../../../contracts/http.ts';
import { EmailTakenError } from '../../../domain/identity.errors.ts';
import { assertAcceptablePassword } from '../../../domain/password-policy.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { IDENTITY_RATE_LIMITS } from '../../rate-limits.ts';
import { RegisterUser, type RequestMeta, type SignedIn } from './register-user.command.ts';

const needs = {
  hasher: IDENTITY_SERVICES.Hasher,
  sessions: IDENTITY_SERVICES.Sessions,
  limiter: PLATFORM.RateLimiter,
  tokens: IDENTITY_SERVICES.Tokens,
  mail: IDENTITY_SERVICES.Mail,
  clock: PLATFORM.Clock,
};

export class RegisterUserHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ request: RegisterRequest; meta: RequestMeta }, SignedIn | { emailTaken: true }>
{
  async execute(
    { request, meta }: { request: RegisterRequest; meta: RequestMeta },
    { em, publish, afterCommit }: CommandContext,
  ): Promise<SignedIn | { emailTaken: true }> {
    const { hasher, sessions, limiter, tokens, mail } = this.deps;
    await limiter.hit(IDENTITY_RATE_LIMITS.registerPerIp, meta.ipAddress ?? 'unknown');
    const fields = parseInput(registerRequestSchema, request, 'Please check the highlighted fields');
    await assertAcceptablePassword(fields.password, fields);
    const owner = await em.findOne(User, { email: fields.email });
    if (owner) {
      afterCommit(() => this.#tellOwner(owner));
      return { emailTaken: true };
    }

    const user = em.create(User, {
      id: newId(),
      email: fields.email,
      passwordHash: await hasher.hash(fields.password),
      firstName: fields.firstName,
      lastName: fields.lastName,
      phone: fields.phone,
      roles: ['buyer'],
      activeRole: 'buyer',
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new EmailTakenError();
      throw error;
    }
    const session = sessions.start(em, user.id, meta);
    const verification = await tokens.issue(em, { userId: user.id, purpose: 'verify-email' });
    afterCommit(() => mail.verifyEmail(user.email, user.firstName, verification));
    const snapshot = user.toSnapshot();
    publish(UserRegistered.create(user.id, snapshot));
    if (meta.referral) publish(await this.#referred(em, user, meta, meta.referral));
    return { user: toCurrentUser(snapshot), session };
  }

  /** what billing needs to credit a referral (decision 0066), with who else used this browser and address lately */
  async #referred(em: CommandContext['em'], user: User, meta: RequestMeta, referral: string) {
    const now = this.deps.clock.now();
    const since = new Date(now.getTime() - REFERRAL_WINDOW_DAYS * 86_400_000);
    const place = [meta.ipAddress, meta.userAgent?.slice(0, 300), since, user.id];
    const shared =
      meta.ipAddress && meta.userAgent
        ? await em.execute<Array<{ user_id: string }>>(
            `select user_id from identity.sessions where ip_address = ? and user_agent = ? and last_seen_at >= ? and user_id <> ?
             union
             select user_id from identity.sign_in_places where ip_address = ? and user_agent = ? and last_seen_at >= ? and user_id <> ?`,
            [...place, ...place],
          )
        : [];
    return ReferredRegistration.create(user.id, {
      userId: user.id,
      email: user.email,
      referral,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
      sharedBrowserWith: shared.map((row) => row.user_id),
      withinDays: REFERRAL_WINDOW_DAYS,
      registeredAt: now.toISOString(),
    });
  }

  /**
   * Spec section 4 signs a new member in at once, so the answer for a taken address must differ; its
   * owner is told by mail instead (at most `mailPerAccount` an hour), and `registerPerIp` bounds how many
   * addresses one client can try.
   */
  async #tellOwner(owner: User): Promise<void> {
    const { limiter, mail } = this.deps;
    const sent = await limiter.peek(IDENTITY_RATE_LIMITS.mailPerAccount, owner.email);
    if (sent && sent.remaining === 0) return;
    await limiter.hit(IDENTITY_RATE_LIMITS.mailPerAccount, owner.email);
    await mail.registrationAttempted(owner.email, owner.firstName);
  }
}

export const registerUser = handlesCommand(RegisterUser, needs, RegisterUserHandler);
