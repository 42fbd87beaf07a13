import { defineCommand } from '../../../../shared/kernel/bus.ts';

/**
 * A scheduled job: forgets the browsers and addresses of ended sessions (`identity.sign_in_places`) last seen
 * longer ago than the referral window; only that window is ever read (decision 0071). Answers how many went.
 */
export const PruneSignInPlaces = defineCommand<void, number>('identity.prune-sign-in-places');
