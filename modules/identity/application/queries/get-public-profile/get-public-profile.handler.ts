import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { publicUserProfileSchema, type PublicUserProfile } from '../../../contracts/http.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG, byUserId } from '../../http.ts';
import { GetPublicProfile } from './get-public-profile.query.ts';

const needs = { users: IDENTITY_SERVICES.Users };

export class GetPublicProfileHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ userId: string }, PublicUserProfile> {
  async execute({ userId }: { userId: string }): Promise<PublicUserProfile> {
    const user = isUuid(userId) ? await this.deps.users.get(userId) : null;
    if (!user) throw new NotFoundError('This member does not exist', 'user_not_found');
    const firstName = user.firstName.trim();
    const lastInitial = user.lastName.trim().charAt(0).toUpperCase();
    return {
      id: user.id,
      firstName,
      lastInitial,
      displayName: lastInitial ? `${firstName} ${lastInitial}.` : firstName,
      profilePicture: user.profilePicture,
      memberSince: user.createdAt,
    };
  }
}

export const getPublicProfile = answersQuery(GetPublicProfile, needs, GetPublicProfileHandler, [
  http(GetPublicProfile, {
    method: 'get',
    path: '/api/users/:userId/public-profile',
    tag: ACCOUNT_TAG,
    summary: "A member's public seller card",
    description: 'What anyone may see of a member (the seller card on a property page); cached publicly for five minutes.',
    access: 'public',
    input: byUserId,
    response: publicUserProfileSchema,
    errors: [404],
    cacheControl: 'public, max-age=300',
  }),
]);
