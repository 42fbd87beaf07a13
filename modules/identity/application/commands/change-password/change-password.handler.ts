import { SessionsEnded } from '../../../contracts/events.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '../../../contracts/http.ts';
import { assertAcceptablePassword } from '../../../domain/password-policy.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { confirmPassword } from '../../password-check.ts';
import { ChangePassword } from './change-password.command.ts';

type Input = { request: ChangePasswordRequest; currentSessionToken: string | null };

const needs = {
  hasher: IDENTITY_SERVICES.Hasher,
  sessions: IDENTITY_SERVICES.Sessions,
  limiter: PLATFORM.RateLimiter,
  mail: IDENTITY_SERVICES.Mail,
};

export class ChangePasswordHandler extends UsesDependencies<typeof needs> implements CommandHandler<Input, { message: string }> {
  async execute(
    { request, currentSessionToken }: Input,
    { em, actor, publish, afterCommit }: CommandContext,
  ): Promise<{ message: string }> {
    const { hasher, sessions, limiter, mail } = this.deps;
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    const { currentPassword, newPassword } = parseInput(changePasswordRequestSchema, request, 'Please check the highlighted fields');
    await confirmPassword(user, currentPassword, hasher, limiter, 'currentPassword');
    await assertAcceptablePassword(newPassword, user);
    user.passwordHash = await hasher.hash(newPassword);
    await em.flush();
    if (await sessions.endAll(em, user.id, { except: currentSessionToken })) publish(SessionsEnded.create(user.id, { userId: user.id }));
    afterCommit(() => mail.passwordChanged(user.email, user.firstName));
    return { message: 'Password changed. Your other devices were signed out.' };
  }
}

export const changePassword = handlesCommand(ChangePassword, needs, ChangePasswordHandler);
