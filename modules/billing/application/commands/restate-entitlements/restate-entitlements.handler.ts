import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { EntitlementsRestated } from '../../../contracts/events.ts';
import { loadAccounts } from '../../../infrastructure/subscriptions.ts';
import { RestateEntitlements } from './restate-entitlements.command.ts';

const BATCH = 500;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

const needs = { clock: PLATFORM.Clock };

/**
 * Takes the oldest pending restatement (hosts that run the job at once skip a locked one), announces
 * the entitlements of the next members who have or had a subscription, in user id order from where
 * the last run stopped, and closes the restatement after the last of them. Members who never had one
 * are on the free plans, which is what a consumer assumes without a copy.
 */
export class RestateEntitlementsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, { restated: number }> {
  async execute(_input: void, { em, publish }: CommandContext): Promise<{ restated: number }> {
    const [pending] = await em.execute<Array<{ reason: string; after_user_id: string | null }>>(
      `select reason, after_user_id from billing.entitlement_restatements where done_at is null
       order by requested_at, reason limit 1 for update skip locked`,
    );
    if (!pending) return { restated: 0 };
    const members = await em.execute<Array<{ user_id: string }>>(
      'select distinct user_id from billing.subscriptions where user_id > ? order by user_id limit ?',
      [pending.after_user_id ?? NIL_UUID, BATCH],
    );
    const accounts = await loadAccounts(
      em,
      members.map((member) => member.user_id),
    );
    for (const [userId, { subscriptions, entitlements }] of accounts) {
      const asOf = new Date(Math.max(...subscriptions.map((subscription) => subscription.updatedAt.getTime())));
      publish(EntitlementsRestated.create(userId, { userId, entitlements, asOf: asOf.toISOString() }));
    }
    await em.execute('update billing.entitlement_restatements set after_user_id = ?, done_at = ? where reason = ?', [
      members.at(-1)?.user_id ?? pending.after_user_id,
      members.length < BATCH ? this.deps.clock.now() : null,
      pending.reason,
    ]);
    return { restated: members.length };
  }
}

export const restateEntitlements = handlesCommand(RestateEntitlements, needs, RestateEntitlementsHandler);
