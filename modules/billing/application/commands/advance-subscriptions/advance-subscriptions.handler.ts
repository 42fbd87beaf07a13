import { LockMode } from '@mikro-orm/core';
import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { monthlyCharge, purchasablePlan } from '../../purchasable-plan.ts';
import { Subscription } from '../../../domain/subscription.entity.ts';
import { publishTransition } from '../../subscription-events.ts';
import { recordInvoice } from '../../record-invoice.ts';
import { affiliateTerms } from '../../affiliate-ledger.ts';
import { AdvanceSubscriptions } from './advance-subscriptions.command.ts';

const BATCH = 200;

const needs = { payments: PLATFORM.Payments, clock: PLATFORM.Clock, settings: PLATFORM.Settings };

export class AdvanceSubscriptionsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, { advanced: number }> {
  async execute(_input: void, context: CommandContext): Promise<{ advanced: number }> {
    const { payments, clock } = this.deps;
    const { em } = context;
    const now = clock.now();
    // several hosts may run the job: each takes rows the others have not locked. Stripe renews, retries
    // and ends its subscriptions itself (webhooks): of those only trials nothing will convert are due.
    const due = await em.find(
      Subscription,
      {
        $or: [
          { provider: { $ne: 'stripe' }, status: { $in: ['trialing', 'active'] }, currentPeriodEnd: { $lte: now } },
          { provider: { $ne: 'stripe' }, status: 'past_due' },
          {
            provider: 'stripe',
            status: 'trialing',
            currentPeriodEnd: { $lte: now },
            $or: [{ hasPaymentMethod: false }, { cancelAtPeriodEnd: true }],
          },
        ],
      },
      { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, limit: BATCH, orderBy: { currentPeriodEnd: 'asc' } },
    );
    let advanced = 0;
    for (const subscription of due) {
      const wasTrialing = subscription.status === 'trialing';
      const renewal = monthlyCharge(purchasablePlan(subscription.audience, subscription.tier));
      const periodStart = subscription.currentPeriodEnd;
      let charged: boolean | null = null;
      const charge = async () => {
        charged = await payments.chargeRenewal({ userId: subscription.userId, subscriptionId: subscription.id, ...renewal });
        return charged;
      };
      const transition = await subscription.advance(now, charge);
      if (charged !== null) {
        await recordInvoice(
          em,
          subscription,
          {
            status: charged ? 'paid' : 'failed',
            ...renewal,
            period: charged ? { start: periodStart, end: subscription.currentPeriodEnd } : null,
            // one invoice per period: retries of a failed renewal update it
            providerInvoiceId: `renewal:${subscription.id}:${periodStart.toISOString()}`,
            paymentFingerprint: charged ? ((await payments.paymentFingerprint?.(subscription.userId)) ?? null) : null,
          },
          now,
          affiliateTerms(this.deps.settings),
        );
      }
      if (!transition) continue;
      advanced++;
      await publishTransition(context, subscription, transition, wasTrialing, now);
    }
    return { advanced };
  }
}

export const advanceSubscriptions = handlesCommand(AdvanceSubscriptions, needs, AdvanceSubscriptionsHandler);
