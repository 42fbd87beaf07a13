import { defineEvent, type IntegrationEvent } from '../../shared/kernel/events.ts';
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

/** The subscription events: after each a member's plan may differ, and each carries the entitlements after the change. */
export const PLAN_CHANGE_EVENTS = [TrialStarted, TrialEnded, SubscriptionStarted, SubscriptionChanged, SubscriptionEnded];

/** A member's plan as one of billing's events tells it, for a module that keeps a copy of it or acts on a change. */
export interface PlanSnapshot {
  userId: string;
  entitlements: Entitlements;
  /** the time of the latest change to the member's subscriptions it reflects */
  asOf: Date;
  /** an EntitlementsRestated: announced outside any change, for a copy that has none yet */
  restated: boolean;
}

/**
 * The plan snapshot `event` carries when it is of one of `types` (billing's subscription events and
 * EntitlementsRestated, the ones a subscriber listens to); null for any other event.
 */
export function planSnapshotOf(
  event: IntegrationEvent,
  types: ReadonlyArray<{ is: (event: IntegrationEvent) => boolean }>,
): PlanSnapshot | null {
  if (!types.some((type) => type.is(event))) return null;
  if (EntitlementsRestated.is(event)) {
    const { userId, entitlements, asOf } = event.payload;
    return { userId, entitlements, asOf: new Date(asOf), restated: true };
  }
  const { userId, entitlements } = event.payload as SubscriptionEventPayload;
  return { userId, entitlements, asOf: new Date(event.occurredAt), restated: false };
}

/**
 * Whether a local copy of a member's plan, last applied as of `copiedAsOf` (null or undefined: no copy
 * yet), takes a snapshot as of `asOf`. Billing's events may be delivered out of order: one older than
 * the copy is ignored; one of the same time applies.
 */
export function isNewerPlanSnapshot(asOf: Date, copiedAsOf: Date | null | undefined): boolean {
  return !copiedAsOf || asOf >= copiedAsOf;
}
