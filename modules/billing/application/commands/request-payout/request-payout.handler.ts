import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError } from '../../../../shared/kernel/errors.ts';
import { newId } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { payoutViewSchema, type PayoutView } from '../../../contracts/affiliate.ts';
import { affiliateTerms, balances, move, post } from '../../affiliate-ledger.ts';
import { payoutView, type PayoutRow } from '../../affiliate-payouts.ts';
import { BILLING_TAG } from '../../http.ts';
import { RequestPayout } from './request-payout.command.ts';

const needs = { clock: PLATFORM.Clock, settings: PLATFORM.Settings };

export class RequestPayoutHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, PayoutView> {
  async execute(_input: void, { em, actor }: CommandContext): Promise<PayoutView> {
    const { userId } = requireActor(actor);
    const now = this.deps.clock.now();
    const { payoutMinimumCents } = affiliateTerms(this.deps.settings);
    // one request at a time per affiliate: two clicks ask once
    const [affiliate] = await em.execute<unknown[]>('select 1 from billing.affiliates where user_id = ? for update', [userId]);
    if (!affiliate) throw belowMinimum(payoutMinimumCents);
    const [open] = await em.execute<unknown[]>(`select 1 from billing.payouts where affiliate_user_id = ? and status <> 'paid'`, [userId]);
    if (open) throw new AppError('conflict', 'You have asked for a payout already; it is on its way.', { code: 'payout_open' });
    const { approved } = await balances(em, userId);
    if (approved < payoutMinimumCents || approved <= 0) throw belowMinimum(payoutMinimumCents);

    const row: PayoutRow = {
      id: newId(now.getTime()),
      affiliate_user_id: userId,
      amount_cents: approved,
      status: 'requested',
      reference: null,
      note: null,
      requested_at: now,
      decided_at: null,
    };
    await em.execute(
      `insert into billing.payouts (id, affiliate_user_id, amount_cents, status, requested_at) values (?, ?, ?, 'requested', ?)`,
      [row.id, userId, approved, now],
    );
    await em.execute(
      `update billing.commissions set payout_id = ? where affiliate_user_id = ? and status = 'approved' and payout_id is null`,
      [row.id, userId],
    );
    await post(em, userId, move('approved', 'requested', approved, 'payout-requested', { payoutId: row.id }), now);
    return payoutView(row);
  }
}

const belowMinimum = (cents: number) =>
  new AppError('business-rule', `A payout can be asked for once your approved earnings reach $${(cents / 100).toFixed(2)}.`, {
    code: 'below_payout_minimum',
  });

export const requestPayout = handlesCommand(RequestPayout, needs, RequestPayoutHandler, [
  http(RequestPayout, {
    method: 'post',
    path: '/api/affiliate/payouts',
    tag: BILLING_TAG,
    summary: 'Ask for a payout of my approved affiliate earnings',
    description:
      'Pays out the whole approved balance (less any reversal since the last payout) once it reaches the minimum (422 below it); 409 while an earlier request is open.',
    access: 'member',
    status: 201,
    input: () => undefined,
    response: payoutViewSchema,
    errors: [409, 422],
  }),
]);
