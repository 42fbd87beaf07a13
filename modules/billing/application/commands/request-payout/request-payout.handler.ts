import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { payoutViewSchema, type PayoutView } from '../../../contracts/affiliate.ts';
import { affiliateTerms } from '../../affiliate-ledger.ts';
import { openPayout, payoutView } from '../../affiliate-payouts.ts';
import { BILLING_TAG } from '../../http.ts';
import { RequestPayout } from './request-payout.command.ts';

const needs = { clock: PLATFORM.Clock, settings: PLATFORM.Settings };

export class RequestPayoutHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, PayoutView> {
  async execute(_input: void, { em, actor }: CommandContext): Promise<PayoutView> {
    const { userId } = requireActor(actor);
    return payoutView(await openPayout(em, userId, this.deps.clock.now(), affiliateTerms(this.deps.settings).payoutMinimumCents));
  }
}

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
