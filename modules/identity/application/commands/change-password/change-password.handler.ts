import { SessionsEnded } from '../../../contracts/events.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '../../../contracts/http.ts';
import { WrongPasswordError } from '../../../domain/identity.errors.ts';
import { assertAcceptablePassword } from '../../../domain/password-policy.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { confirmPassword } from '../../password-check.ts';
import { announceUserChange } from '../../user-changed.ts';
import { ChangePassword } from './change-password.command.ts';

type Input = { request: ChangePasswordRequest; currentSessionToken: string | null };

const needs = {
  hasher: IDENTITY_SERVICES.Hasher,
  sessions: IDENTITY_SERVICES.Sessions,
  limiter: PLATFORM.RateLimiter,
  mail: IDENTITY_SERVICES.Mail,
  view: IDENTITY_SERVICES.UserView,
};

export class ChangePasswordHandler extends UsesDependencies<typeof needs> implements CommandHandler<Input, { message: string }> {
  async execute({ request, currentSessionToken }: Input, context: CommandContext): Promise<{ message: string }> {
    const { em, actor, publish, afterCommit } = context;
    const { hasher, sessions, limiter, mail, view } = this.deps;
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    const { currentPassword, newPassword } = parseInput(changePasswordRequestSchema, request, 'Please check the highlighted fields');
    // an account an invitation made has no password to confirm until its member sets one (decision 0062)
    const firstPassword = !user.passwordHash;
    if (!firstPassword) {
      if (!currentPassword) throw new WrongPasswordError('currentPassword', 'Current password is required');
      await confirmPassword(user, currentPassword, hasher, limiter, 'currentPassword');
    }
    await assertAcceptablePassword(newPassword, user);
    user.passwordHash = await hasher.hash(newPassword);
    await em.flush();
    if (firstPassword) announceUserChange(user, context, view);
    if (await sessions.endAll(em, user.id, { except: currentSessionToken })) publish(SessionsEnded.create(user.id, { userId: user.id }));
    afterCommit(() => mail.passwordChanged(user.email, user.firstName));
    return { message: 'Password changed. Your other devices were signed out.' };
  }
}

export const changePassword = handlesCommand(ChangePassword, needs, ChangePasswordHandler);
