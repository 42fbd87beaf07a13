import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { SessionsEnded, UserDeleted } from '../../../contracts/events.ts';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '../../../contracts/http.ts';
import { ApiAccess } from '../../../domain/api-access.entity.ts';
import { ApiKey } from '../../../domain/api-key.entity.ts';
import { EmailToken } from '../../../domain/email-token.entity.ts';
import { FundsDocument } from '../../../domain/funds-document.entity.ts';
import { User } from '../../../domain/user.entity.ts';
import { avatarKey } from '../../../infrastructure/profile-pictures.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { confirmPassword } from '../../password-check.ts';
import { DeleteAccount } from './delete-account.command.ts';

const needs = {
  hasher: IDENTITY_SERVICES.Hasher,
  limiter: PLATFORM.RateLimiter,
  sessions: IDENTITY_SERVICES.Sessions,
  storage: PLATFORM.Storage,
};

export class DeleteAccountHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<DeleteAccountRequest, { message: string }>
{
  async execute(input: DeleteAccountRequest, { em, actor, publish, afterCommit }: CommandContext): Promise<{ message: string }> {
    const { hasher, limiter, sessions, storage } = this.deps;
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    const { password } = parseInput(deleteAccountRequestSchema, input, 'Please enter your password');
    await confirmPassword(user, password, hasher, limiter);
    await sessions.endAll(em, user.id);
    publish(SessionsEnded.create(user.id, { userId: user.id }));
    await em.nativeDelete(EmailToken, { userId: user.id });
    // the member's API keys go with the account (they already stop once the user is gone)
    await em.nativeDelete(ApiKey, { userId: user.id });
    await em.nativeDelete(ApiAccess, { userId: user.id });
    // the days they were active go too: the overview counts the members there are (decision 0060)
    await em.execute('delete from identity.active_days where user_id = ?', [user.id]);
    // where the account's sessions were used from (kept for the affiliate program's self-referral check)
    await em.execute('delete from identity.sign_in_places where user_id = ?', [user.id]);
    // proof-of-funds statements and their files go too (decision 0064)
    const statements = await em.find(FundsDocument, { userId: user.id }, { fields: ['id', 'storageKey'] });
    await em.nativeDelete(FundsDocument, { userId: user.id });
    const picture = avatarKey(user.profilePicture);
    em.remove(user);
    await em.flush();
    publish(UserDeleted.create(user.id, { id: user.id }));
    if (picture) afterCommit(() => storage.delete(picture));
    for (const { storageKey } of statements) afterCommit(() => storage.delete(storageKey));
    return { message: 'Your account has been deleted.' };
  }
}

export const deleteAccount = handlesCommand(DeleteAccount, needs, DeleteAccountHandler);
