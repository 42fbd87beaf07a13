import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CurrentUser } from '../../../contracts/http.ts';

/** Replaces the profile picture with a square thumbnail of the uploaded image. */
export const UploadProfilePicture = defineCommand<{ file: Buffer | undefined }, CurrentUser>('identity.upload-profile-picture');
