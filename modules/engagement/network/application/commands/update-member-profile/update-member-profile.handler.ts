import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { CONNECTION_WRITES, DIRECTORY_TAG } from '../../http.ts';
import { parseInput } from '../../../../../shared/kernel/validation.ts';
import {
  MemberProfileChanged,
  myProfileSchema,
  updateMemberProfileRequestSchema,
  type MyProfile,
  type UpdateMemberProfileRequest,
} from '../../../../contracts/directory.ts';
import { MemberProfile } from '../../../domain/member-profile.entity.ts';
import { myProfileView } from '../../reports/get-my-profile/get-my-profile.handler.ts';
import { UpdateMemberProfile } from './update-member-profile.command.ts';

const cents = (dollars: number | null) => (dollars === null ? null : dollars * 100);

const needs = { clock: PLATFORM.Clock };

export class UpdateMemberProfileHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<UpdateMemberProfileRequest, MyProfile>
{
  async execute(request: UpdateMemberProfileRequest, { em, actor, publish }: CommandContext): Promise<MyProfile> {
    const { userId } = requireActor(actor);
    const input = parseInput(updateMemberProfileRequestSchema, request, 'Invalid profile');
    const now = this.deps.clock.now();
    let profile = await em.findOne(MemberProfile, { userId });
    if (!profile) {
      profile = MemberProfile.create(userId, now);
      em.persist(profile);
    }
    const { buyBox } = input;
    profile.update(
      {
        isPublic: input.isPublic,
        states: [...new Set(input.states)],
        counties: [...new Set(input.counties)],
        strategies: [...new Set(input.strategies)],
        categories: [...new Set(buyBox.categories)],
        minPriceCents: cents(buyBox.minPrice),
        maxPriceCents: cents(buyBox.maxPrice),
        minAcres: buyBox.minAcres,
        maxAcres: buyBox.maxAcres,
        experience: input.experience,
        bio: input.bio,
      },
      now,
    );
    await em.flush();
    publish(MemberProfileChanged.create(userId, { userId }));
    return myProfileView(userId, profile);
  }
}

export const updateMemberProfile = handlesCommand(UpdateMemberProfile, needs, UpdateMemberProfileHandler, [
  http(UpdateMemberProfile, {
    method: 'put',
    path: '/api/me/profile',
    tag: DIRECTORY_TAG,
    summary: 'Change my directory profile',
    access: 'member',
    rateLimit: CONNECTION_WRITES,
    body: updateMemberProfileRequestSchema,
    invalid: 'Invalid profile',
    input: ({ body }) => body,
    response: myProfileSchema,
  }),
]);
