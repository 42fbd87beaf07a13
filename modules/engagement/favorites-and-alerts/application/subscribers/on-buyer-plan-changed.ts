import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { PLAN_CHANGE_EVENTS, planSnapshotOf } from '../../../../billing/contracts/events.ts';
import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import { UsesDependencies } from '../../../../shared/kernel/use-case.ts';

export const BUYER_PLAN_EVENTS = PLAN_CHANGE_EVENTS;

export const onBuyerPlanChangedNeeds = { billing: BILLING_API };

/**
 * Pauses a member's saved-search alerts when their plan stops including property alerts, and resumes
 * them when it includes them again; their searches and chosen frequencies are never changed. The
 * plan is asked from billing at delivery, so events arriving out of order cannot leave a stale answer.
 * Matches waiting for a mail while paused are dropped from the queue, not sent later.
 */
export class OnBuyerPlanChanged extends UsesDependencies<typeof onBuyerPlanChangedNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    const userId = planSnapshotOf(event, BUYER_PLAN_EVENTS)?.userId;
    if (!userId) return;
    const paused = !(await this.deps.billing.entitlements(userId)).buyer.propertyAlerts;
    await em.execute('update engagement.saved_searches set alerts_paused = ? where user_id = ? and alerts_paused <> ?', [
      paused,
      userId,
      paused,
    ]);
    if (paused) {
      await em.execute(
        'update engagement.saved_search_matches set mail_due_at = null where user_id = ? and mailed_at is null and mail_due_at is not null',
        [userId],
      );
    }
  }
}
