import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  adminPayoutSchema,
  affiliateUserParamsSchema,
  markPayoutPaidSchema,
  payoutReasonSchema,
  type AdminPayout,
} from '../../../contracts/affiliate.ts';
import { affiliateTerms } from '../../affiliate-ledger.ts';
import { openPayout } from '../../affiliate-payouts.ts';
import { ADMIN_TAG } from '../../http.ts';
import { HoldPayoutHandler } from '../hold-payout/hold-payout.handler.ts';
import { MarkPayoutPaidHandler } from '../mark-payout-paid/mark-payout-paid.handler.ts';
import { SettleOwedPayout, type SettleOwedPayoutInput } from './settle-owed-payout.command.ts';

const ONLY_ADMINS_SETTLE = 'Only administrators can pay or hold payouts';
const needs = { clock: PLATFORM.Clock, identity: IDENTITY_API, settings: PLATFORM.Settings };

export class SettleOwedPayoutHandler extends UsesDependencies<typeof needs> implements CommandHandler<SettleOwedPayoutInput, AdminPayout> {
  // the same marking as a payout the affiliate asked for, audit entries included; neither holds state
  readonly #markPaid = new MarkPayoutPaidHandler(this.deps);
  readonly #hold = new HoldPayoutHandler(this.deps);

  async execute(input: SettleOwedPayoutInput, context: CommandContext): Promise<AdminPayout> {
    requireAdmin(context.actor, ONLY_ADMINS_SETTLE);
    const { payoutMinimumCents } = affiliateTerms(this.deps.settings);
    const payout = await openPayout(context.em, input.userId, this.deps.clock.now(), payoutMinimumCents);
    return input.action === 'paid'
      ? this.#markPaid.execute({ payoutId: payout.id, reference: input.reference }, context)
      : this.#hold.execute({ payoutId: payout.id, reason: input.reason }, context);
  }
}

const common = {
  method: 'post',
  tag: ADMIN_TAG,
  access: 'admin',
  forbidden: ONLY_ADMINS_SETTLE,
  params: affiliateUserParamsSchema,
  response: adminPayoutSchema,
  errors: [409, 422],
} as const;

export const settleOwedPayout = handlesCommand(SettleOwedPayout, needs, SettleOwedPayoutHandler, [
  http(SettleOwedPayout, {
    ...common,
    path: '/api/admin/affiliate/owed/:userId/paid',
    summary: 'Pay an affiliate who is owed and has not asked',
    description:
      "Pays the whole approved balance, with the payment's reference (kept with the payout and in the audit log). 422 below the minimum, 409 while a payout is open.",
    body: markPayoutPaidSchema,
    invalid: 'Give the payment reference',
    input: ({ params, body }) => ({ userId: params.userId, action: 'paid' as const, reference: body.reference }),
  }),
  http(SettleOwedPayout, {
    ...common,
    path: '/api/admin/affiliate/owed/:userId/hold',
    summary: 'Hold the payout of an affiliate who is owed and has not asked',
    description:
      'Opens a payout of the whole approved balance and holds it, with a reason (audit log); it can be marked paid later. 422 below the minimum, 409 while a payout is open.',
    body: payoutReasonSchema,
    invalid: 'Give a reason (at least 3 characters)',
    input: ({ params, body }) => ({ userId: params.userId, action: 'hold' as const, reason: body.reason }),
  }),
]);
