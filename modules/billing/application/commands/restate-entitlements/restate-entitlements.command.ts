import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** A scheduled job: announces the entitlements of the next batch of members for a pending restatement (see billing-0006). */
export const RestateEntitlements = defineCommand<void, { restated: number }>('billing.restate-entitlements');
