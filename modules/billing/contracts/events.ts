import { defineEvent } from '../../shared/kernel/events.ts';
import type { Entitlements, SubscriptionView } from './http.ts';

/** Every subscription event carries the user's entitlements after the change, so consumers need no lookup. */
export interface SubscriptionEventPayload {
  userId: string;
  subscription: SubscriptionView;
  entitlements: Entitlements;
}

export const TrialStarted = defineEvent<SubscriptionEventPayload>()('billing.trial-started.v1');
export const TrialEnded = defineEvent<SubscriptionEventPayload & { converted: boolean }>()('billing.trial-ended.v1');
export const SubscriptionStarted = defineEvent<SubscriptionEventPayload>()('billing.subscription-started.v1');
export const SubscriptionChanged = defineEvent<SubscriptionEventPayload>()('billing.subscription-changed.v1');
export const SubscriptionEnded = defineEvent<SubscriptionEventPayload>()('billing.subscription-ended.v1');

/**
 * A member's entitlements as they are, announced outside any change (see billing-0006), for a copy that
 * has none yet; `asOf` is the time of the latest change to the member's subscriptions they reflect.
 */
export const EntitlementsRestated = defineEvent<Pick<SubscriptionEventPayload, 'userId' | 'entitlements'> & { asOf: string }>()(
  'billing.entitlements-restated.v1',
);
