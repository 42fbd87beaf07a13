import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** The billing clock (a scheduled job): ends trials and periods that are due, renewing where it can. */
export const AdvanceSubscriptions = defineCommand<void, { advanced: number }>('billing.advance-subscriptions');
