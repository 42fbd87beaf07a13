import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { SessionsEnded, UserChanged } from '../../../contracts/events.ts';
import { accountMessageSchema, resetPasswordRequestSchema, type ResetPasswordRequest } from '../../../contracts/http.ts';
import { assertAcceptablePassword } from '../../../domain/password-policy.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { ResetPassword } from './reset-password.command.ts';

const needs = {
  tokens: IDENTITY_SERVICES.Tokens,
  hasher: IDENTITY_SERVICES.Hasher,
  sessions: IDENTITY_SERVICES.Sessions,
  mail: IDENTITY_SERVICES.Mail,
  clock: PLATFORM.Clock,
};

export class ResetPasswordHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<ResetPasswordRequest, { message: string }>
{
  async execute({ token, password }: ResetPasswordRequest, { em, publish, afterCommit }: CommandContext): Promise<{ message: string }> {
    const { tokens, hasher, sessions, mail, clock } = this.deps;
    const link = await tokens.consume(em, token, ['reset-password']);
    const user = await em.findOneOrFail(User, { id: link.userId });
    await assertAcceptablePassword(password, user);
    user.passwordHash = await hasher.hash(password);
    user.emailVerifiedAt ??= clock.now(); // opening the link proved the inbox is theirs
    await em.flush();
    if (await sessions.endAll(em, user.id)) publish(SessionsEnded.create(user.id, { userId: user.id }));
    publish(UserChanged.create(user.id, user.toSnapshot()));
    afterCommit(() => mail.passwordChanged(user.email, user.firstName));
    return { message: 'Your password has been reset. Sign in with your new password.' };
  }
}

export const resetPassword = handlesCommand(ResetPassword, needs, ResetPasswordHandler, [
  http(ResetPassword, {
    method: 'post',
    path: '/api/auth/reset-password',
    tag: ACCOUNT_TAG,
    summary: 'Set a new password with a reset link',
    description: 'Every session of the account ends.',
    access: 'public',
    body: resetPasswordRequestSchema,
    invalid: 'Please choose a valid password',
    input: ({ body }) => body,
    response: accountMessageSchema,
    errors: [422],
  }),
]);
