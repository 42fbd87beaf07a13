import { requireActor, requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError, NotFoundError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { accountMessageSchema } from '../../../contracts/http.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG, ADMIN_TAG, byUserId } from '../../http.ts';
import { userIdParamsSchema } from '../change-roles/change-roles.command.ts';
import { IDENTITY_RATE_LIMITS } from '../../rate-limits.ts';
import { ResendVerification } from './resend-verification.command.ts';

const needs = { tokens: IDENTITY_SERVICES.Tokens, mail: IDENTITY_SERVICES.Mail, limiter: PLATFORM.RateLimiter };

/** The member's own link, or (`userId`) an administrator's resend for a member, which the audit log keeps. */
export class ResendVerificationHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ userId?: string } | void, { message: string }>
{
  async execute(input: { userId?: string } | void, { em, actor, afterCommit, audit }: CommandContext): Promise<{ message: string }> {
    const { tokens, mail, limiter } = this.deps;
    const forMember = input?.userId;
    if (forMember) requireAdmin(actor, 'Only administrators can resend another member’s verification link');
    const user = forMember ? await em.findOne(User, { id: forMember }) : await em.findOneOrFail(User, { id: requireActor(actor).userId });
    if (!user) throw new NotFoundError('No such account');
    if (user.emailVerifiedAt) {
      throw new AppError('business-rule', forMember ? 'This email address is already verified' : 'Your email address is already verified', {
        code: 'already_verified',
      });
    }
    if (forMember) audit({ action: 'identity.verification-resent', subject: { type: 'user', id: user.id }, after: { email: user.email } });
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
  http(ResendVerification, {
    method: 'post',
    path: '/api/admin/users/:userId/resend-verification',
    tag: ADMIN_TAG,
    summary: "Mail a member's verification link again",
    description: 'Counts against the member’s mail limit (5 an hour); recorded in the audit log.',
    access: 'admin',
    forbidden: 'Only administrators can resend another member’s verification link',
    params: userIdParamsSchema,
    input: (request) => byUserId(request),
    response: accountMessageSchema,
    errors: [404, 422],
  }),
]);
