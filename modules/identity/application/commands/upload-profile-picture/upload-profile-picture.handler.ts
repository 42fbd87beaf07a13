import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { ValidationError } from '../../../../shared/kernel/errors.ts';
import type { Storage } from '../../../../shared/kernel/storage.port.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { UserChanged } from '../../../contracts/events.ts';
import type { CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import { avatarKey, newAvatarKey, toProfilePicture } from '../../../infrastructure/profile-pictures.ts';
import { UploadProfilePicture } from './upload-profile-picture.command.ts';

export class UploadProfilePictureHandler implements CommandHandler<{ file: Buffer | undefined }, CurrentUser> {
  readonly #storage: Storage;

  constructor(storage: Storage) {
    this.#storage = storage;
  }

  async execute({ file }: { file: Buffer | undefined }, { em, actor, publish, afterCommit }: CommandContext): Promise<CurrentUser> {
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    if (!file) throw new ValidationError('Choose a picture to upload', [{ path: ['picture'], message: 'Choose a picture to upload' }]);
    const { data, hash } = await toProfilePicture(file);
    const key = newAvatarKey(user.id, hash);
    await this.#storage.put(key, data, 'image/webp');
    const previous = avatarKey(user.profilePicture);
    user.profilePicture = this.#storage.url(key);
    await em.flush();
    publish(UserChanged.create(user.id, user.toSnapshot()));
    if (previous && previous !== key) afterCommit(() => this.#storage.delete(previous));
    return toCurrentUser(user.toSnapshot());
  }
}

export const uploadProfilePicture = handlesCommand(
  UploadProfilePicture,
  [PLATFORM.Storage],
  (storage) => new UploadProfilePictureHandler(storage),
);
