import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ChangeSubscriptionRequest, Entitlements } from '../../../contracts/http.ts';
import type { Audience } from '../../../contracts/plans.ts';

/** Upgrades or downgrades (at once), cancels at the period end, or resumes a cancelled subscription. */
export const ChangeSubscription = defineCommand<{ audience: Audience; request: ChangeSubscriptionRequest }, Entitlements>(
  'billing.change-subscription',
);
