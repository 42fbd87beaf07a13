import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { accountMessageSchema } from '../../../contracts/http.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { IDENTITY_RATE_LIMITS } from '../../rate-limits.ts';
import { ResendVerification } from './resend-verification.command.ts';

const needs = { tokens: IDENTITY_SERVICES.Tokens, mail: IDENTITY_SERVICES.Mail, limiter: PLATFORM.RateLimiter };

export class ResendVerificationHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, { message: string }> {
  async execute(_input: void, { em, actor, afterCommit }: CommandContext): Promise<{ message: string }> {
    const { tokens, mail, limiter } = this.deps;
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    if (user.emailVerifiedAt) throw new AppError('business-rule', 'Your email address is already verified', { code: 'already_verified' });
    await limiter.hit(IDENTITY_RATE_LIMITS.mailPerAccount, user.id);
    const token = await tokens.issue(em, { userId: user.id, purpose: 'verify-email' });
    afterCommit(() => mail.verifyEmail(user.email, user.firstName, token));
    return { message: `We sent a new verification link to ${user.email}.` };
  }
}

export const resendVerification = handlesCommand(ResendVerification, needs, ResendVerificationHandler, [
  http(ResendVerification, {
    method: 'post',
    path: '/api/auth/verify-email/resend',
    tag: ACCOUNT_TAG,
    summary: 'Mail the verification link again',
    access: 'member',
    input: () => undefined,
    response: accountMessageSchema,
    errors: [422],
  }),
]);
