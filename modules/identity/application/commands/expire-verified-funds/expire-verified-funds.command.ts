import { defineCommand } from '../../../../shared/kernel/bus.ts';

/**
 * A scheduled job: verifications whose last day has passed are marked expired, and the member hears it
 * (`FundsExpired`) when it was their latest verification; answers how many it marked (decision 0069).
 */
export const ExpireVerifiedFunds = defineCommand<void, { expired: number }>('identity.expire-verified-funds');
