import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Gives the signed-in member their referral code the first time they open the affiliate area; then keeps it. */
export const EnsureAffiliate = defineCommand<void, { code: string }>('billing.ensure-affiliate');
