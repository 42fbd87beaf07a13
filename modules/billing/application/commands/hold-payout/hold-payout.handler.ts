import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { adminPayoutSchema, payoutIdParamsSchema, payoutReasonSchema, type AdminPayout } from '../../../contracts/affiliate.ts';
import { adminPayoutOf, lockPayout } from '../../affiliate-payouts.ts';
import { ADMIN_TAG } from '../../http.ts';
import { HoldPayout } from './hold-payout.command.ts';

const ONLY_ADMINS_HOLD = 'Only administrators can hold payouts';
const needs = { clock: PLATFORM.Clock, identity: IDENTITY_API };

/** The money stays where the request put it (asked for): holding moves none, so it is no ledger entry. */
export class HoldPayoutHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ payoutId: string; reason: string }, AdminPayout>
{
  async execute({ payoutId, reason }: { payoutId: string; reason: string }, context: CommandContext): Promise<AdminPayout> {
    requireAdmin(context.actor, ONLY_ADMINS_HOLD);
    const row = await lockPayout(context.em, payoutId);
    if (row.status !== 'requested')
      throw new AppError('conflict', `This payout is ${row.status} already`, { code: 'payout_not_requested' });
    const now = this.deps.clock.now();
    await context.em.execute(`update billing.payouts set status = 'held', note = ?, decided_at = ? where id = ?`, [reason, now, payoutId]);
    const after = await adminPayoutOf(this.deps.identity, { ...row, status: 'held', note: reason, decided_at: now });
    context.audit({
      action: 'billing.payout-held',
      subject: { type: 'payout', id: payoutId },
      reason,
      before: { status: row.status, amount: after.amount },
      after: { status: 'held', amount: after.amount },
    });
    return after;
  }
}

export const holdPayout = handlesCommand(HoldPayout, needs, HoldPayoutHandler, [
  http(HoldPayout, {
    method: 'post',
    path: '/api/admin/affiliate/payouts/:payoutId/hold',
    tag: ADMIN_TAG,
    summary: 'Hold a payout',
    description:
      'With a reason (kept with the payout and in the audit log). A held payout can still be marked paid. 409 unless it is requested.',
    access: 'admin',
    forbidden: ONLY_ADMINS_HOLD,
    params: payoutIdParamsSchema,
    body: payoutReasonSchema,
    invalid: 'Give a reason (at least 3 characters)',
    input: ({ params, body }) => ({ payoutId: params.payoutId, reason: body.reason }),
    response: adminPayoutSchema,
    errors: [404, 409],
  }),
]);
