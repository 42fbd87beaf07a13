import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { RateLimiter } from '../../../../shared/kernel/rate-limit.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import type { Storage } from '../../../../shared/kernel/storage.port.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { SessionsEnded, UserDeleted } from '../../../contracts/events.ts';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '../../../contracts/http.ts';
import { ApiAccess } from '../../../domain/api-access.entity.ts';
import { ApiKey } from '../../../domain/api-key.entity.ts';
import { EmailToken } from '../../../domain/email-token.entity.ts';
import { User } from '../../../domain/user.entity.ts';
import type { PasswordHasher } from '../../../infrastructure/password-hasher.ts';
import { avatarKey } from '../../../infrastructure/profile-pictures.ts';
import type { SessionStore } from '../../../infrastructure/session-store.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { confirmPassword } from '../../password-check.ts';
import { DeleteAccount } from './delete-account.command.ts';

export class DeleteAccountHandler implements CommandHandler<DeleteAccountRequest, { message: string }> {
  readonly #hasher: PasswordHasher;
  readonly #limiter: RateLimiter;
  readonly #sessions: SessionStore;
  readonly #storage: Storage;

  constructor(hasher: PasswordHasher, limiter: RateLimiter, sessions: SessionStore, storage: Storage) {
    this.#hasher = hasher;
    this.#limiter = limiter;
    this.#sessions = sessions;
    this.#storage = storage;
  }

  async execute(input: DeleteAccountRequest, { em, actor, publish, afterCommit }: CommandContext): Promise<{ message: string }> {
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    const { password } = parseInput(deleteAccountRequestSchema, input, 'Please enter your password');
    await confirmPassword(user, password, this.#hasher, this.#limiter);
    await this.#sessions.endAll(em, user.id);
    publish(SessionsEnded.create(user.id, { userId: user.id }));
    await em.nativeDelete(EmailToken, { userId: user.id });
    // the member's API keys go with the account (they already stop once the user is gone)
    await em.nativeDelete(ApiKey, { userId: user.id });
    await em.nativeDelete(ApiAccess, { userId: user.id });
    const picture = avatarKey(user.profilePicture);
    em.remove(user);
    await em.flush();
    publish(UserDeleted.create(user.id, { id: user.id }));
    if (picture) afterCommit(() => this.#storage.delete(picture));
    return { message: 'Your account has been deleted.' };
  }
}

export const deleteAccount = handlesCommand(
  DeleteAccount,
  [IDENTITY_SERVICES.Hasher, PLATFORM.RateLimiter, IDENTITY_SERVICES.Sessions, PLATFORM.Storage],
  (hasher, limiter, sessions, storage) => new DeleteAccountHandler(hasher, limiter, sessions, storage),
);
