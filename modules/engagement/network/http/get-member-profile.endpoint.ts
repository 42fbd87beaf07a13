import { endpoint } from '../../../shared/kernel/endpoint.ts';
import { NotFoundError } from '../../../shared/kernel/errors.ts';
import { memberProfileSchema } from '../../contracts/directory.ts';
import { GetMemberProfile } from '../application/queries/get-member-profile/get-member-profile.query.ts';
import { DIRECTORY_READS, DIRECTORY_TAG } from '../application/http.ts';

/** A public profile; one that is not public (or no member's) is a 404. */
export const getMemberProfileEndpoint = endpoint({
  method: 'get',
  path: '/api/members/:id',
  tag: DIRECTORY_TAG,
  summary: "A member's public profile",
  access: 'public',
  rateLimit: DIRECTORY_READS,
  response: memberProfileSchema,
  errors: [404],
  run: async ({ params, actor }, { queries }) => {
    const profile = await queries.ask(GetMemberProfile, { memberId: params.id }, actor);
    if (!profile) throw new NotFoundError('Member not found', 'member_not_found');
    return profile;
  },
});
