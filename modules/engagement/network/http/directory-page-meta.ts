import type { HttpContext, PageMeta } from '../../../shared/kernel/module.ts';
import { EXPERIENCE_LABELS, STRATEGY_LABELS } from '../../contracts/directory.ts';
import { GetMemberProfile } from '../application/queries/get-member-profile/get-member-profile.query.ts';

const PROFILE_PAGE = /^\/connections\/([^/]+)\/?$/;

/** Link-preview meta of a public profile `/connections/{memberId}`; none for a member who did not opt in. */
export async function directoryPageMeta(path: string, { queries }: HttpContext): Promise<PageMeta | null> {
  const memberId = PROFILE_PAGE.exec(path)?.[1];
  if (!memberId) return null;
  const profile = await queries.ask(GetMemberProfile, { memberId }, null);
  if (!profile) return null;
  const name = `${profile.firstName} ${profile.lastName}`;
  const what = profile.strategies.map((strategy) => STRATEGY_LABELS[strategy]).join(', ') || 'Real-estate investor';
  const where = profile.states.length ? ` in ${profile.states.join(', ')}` : '';
  const experience = profile.experience ? ` ${EXPERIENCE_LABELS[profile.experience]}.` : '';
  return {
    title: `${name}, investor on DealAcre`,
    description: `${what}${where}.${experience} ${profile.bio}`.trim().slice(0, 300),
    image: profile.profilePicture,
    type: 'profile',
  };
}
