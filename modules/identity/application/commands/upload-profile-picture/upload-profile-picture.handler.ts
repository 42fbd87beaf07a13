import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { ValidationError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { UserChanged } from '../../../contracts/events.ts';
import type { CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import { avatarKey, newAvatarKey, toProfilePicture } from '../../../infrastructure/profile-pictures.ts';
import { UploadProfilePicture } from './upload-profile-picture.command.ts';

const needs = { storage: PLATFORM.Storage };

export class UploadProfilePictureHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ file: Buffer | undefined }, CurrentUser>
{
  async execute({ file }: { file: Buffer | undefined }, { em, actor, publish, afterCommit }: CommandContext): Promise<CurrentUser> {
    const { storage } = this.deps;
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    if (!file) throw new ValidationError('Choose a picture to upload', [{ path: ['picture'], message: 'Choose a picture to upload' }]);
    const { data, hash } = await toProfilePicture(file);
    const key = newAvatarKey(user.id, hash);
    await storage.put(key, data, 'image/webp');
    const previous = avatarKey(user.profilePicture);
    user.profilePicture = storage.url(key);
    await em.flush();
    publish(UserChanged.create(user.id, user.toSnapshot()));
    if (previous && previous !== key) afterCommit(() => storage.delete(previous));
    return toCurrentUser(user.toSnapshot());
  }
}

export const uploadProfilePicture = handlesCommand(UploadProfilePicture, needs, UploadProfilePictureHandler);
