import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** A scheduled job: active listings past their expiry (90 days after publication) leave the market. */
export const ExpireListings = defineCommand<void, { expired: number }>('listings.expire-listings');
