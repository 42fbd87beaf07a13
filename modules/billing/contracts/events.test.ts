import { describe, expect, it } from 'vitest';
import type { IntegrationEvent } from '../../shared/kernel/events.ts';
import {
  EntitlementsRestated,
  isNewerPlanSnapshot,
  PLAN_CHANGE_EVENTS,
  planSnapshotOf,
  SubscriptionChanged,
  TrialStarted,
} from './events.ts';
import type { Entitlements } from './http.ts';
import { buyerPlan, sellerPlan } from './plans.ts';

const entitlements: Entitlements = {
  buyerTier: 'pro',
  sellerTier: 'free',
  buyer: buyerPlan('pro').limits,
  seller: sellerPlan('free').limits,
  trialAvailable: true,
  subscriptions: { buyer: null, seller: null },
};

function delivered(type: string, payload: unknown, occurredAt = '2026-05-02T10:00:00.000Z'): IntegrationEvent {
  return { id: 'e1', type, aggregateId: 'u1', occurredAt, payload };
}

describe('plan snapshots', () => {
  it('reads the member and entitlements of a subscription event, as of when it happened', () => {
    const event = delivered(SubscriptionChanged.type, { userId: 'u1', subscription: {}, entitlements });
    expect(planSnapshotOf(event, PLAN_CHANGE_EVENTS)).toEqual({
      userId: 'u1',
      entitlements,
      asOf: new Date('2026-05-02T10:00:00.000Z'),
      restated: false,
    });
  });

  it('dates a restatement by the change it reflects, not by when it was announced', () => {
    const event = delivered(EntitlementsRestated.type, { userId: 'u1', entitlements, asOf: '2026-04-01T00:00:00.000Z' });
    expect(planSnapshotOf(event, [EntitlementsRestated])).toMatchObject({ asOf: new Date('2026-04-01T00:00:00.000Z'), restated: true });
  });

  it('is null for an event the subscriber does not listen to', () => {
    expect(planSnapshotOf(delivered(TrialStarted.type, { userId: 'u1', entitlements }), [SubscriptionChanged])).toBeNull();
    expect(planSnapshotOf(delivered('listings.listing-published.v1', {}), PLAN_CHANGE_EVENTS)).toBeNull();
  });

  it('lets a copy take a snapshot only when it has none or the snapshot is not older', () => {
    const copied = new Date('2026-05-02T10:00:00Z');
    expect(isNewerPlanSnapshot(new Date('2026-05-01T00:00:00Z'), null)).toBe(true);
    expect(isNewerPlanSnapshot(new Date('2026-05-01T00:00:00Z'), undefined)).toBe(true);
    expect(isNewerPlanSnapshot(new Date('2026-05-02T09:59:59Z'), copied)).toBe(false);
    expect(isNewerPlanSnapshot(new Date('2026-05-02T10:00:00Z'), copied)).toBe(true);
    expect(isNewerPlanSnapshot(new Date('2026-05-03T00:00:00Z'), copied)).toBe(true);
  });
});
