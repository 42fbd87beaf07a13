import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { myProfileSchema } from '../../../../contracts/directory.ts';
import { DIRECTORY_TAG } from '../../http.ts';
import { profilePath, type MyProfile } from '../../../../contracts/directory.ts';
import { MemberProfile } from '../../../domain/member-profile.entity.ts';
import { GetMyProfile } from './get-my-profile.query.ts';

const dollars = (cents: number | null) => (cents === null ? null : Math.round(Number(cents) / 100));
const number = (value: number | null) => (value === null ? null : Number(value));

export function myProfileView(userId: string, profile: MemberProfile | null): MyProfile {
  return {
    isPublic: profile?.isPublic ?? false,
    states: profile?.states ?? [],
    counties: profile?.counties ?? [],
    strategies: profile?.strategies ?? [],
    buyBox: {
      categories: profile?.categories ?? [],
      minPrice: dollars(profile?.minPriceCents ?? null),
      maxPrice: dollars(profile?.maxPriceCents ?? null),
      minAcres: number(profile?.minAcres ?? null),
      maxAcres: number(profile?.maxAcres ?? null),
    },
    experience: profile?.experience ?? null,
    bio: profile?.bio ?? '',
    profileUrl: profilePath(userId),
  };
}

const needs = { em: PLATFORM.EntityManager };

export class GetMyProfileHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, MyProfile> {
  async execute(_input: void, { actor }: QueryContext): Promise<MyProfile> {
    const { userId } = requireActor(actor);
    return myProfileView(userId, await this.deps.em.fork().findOne(MemberProfile, { userId }));
  }
}

export const getMyProfile = answersQuery(GetMyProfile, needs, GetMyProfileHandler, [
  http(GetMyProfile, {
    method: 'get',
    path: '/api/me/profile',
    tag: DIRECTORY_TAG,
    summary: 'My directory profile',
    access: 'member',
    input: () => undefined,
    response: myProfileSchema,
  }),
]);
