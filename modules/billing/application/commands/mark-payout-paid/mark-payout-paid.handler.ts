import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { adminPayoutSchema, markPayoutPaidSchema, payoutIdParamsSchema, type AdminPayout } from '../../../contracts/affiliate.ts';
import { adminPayoutOf, lockPayout } from '../../affiliate-payouts.ts';
import { move, post } from '../../affiliate-ledger.ts';
import { ADMIN_TAG } from '../../http.ts';
import { MarkPayoutPaid } from './mark-payout-paid.command.ts';

const ONLY_ADMINS_PAY = 'Only administrators can mark payouts paid';
const needs = { clock: PLATFORM.Clock, identity: IDENTITY_API };

export class MarkPayoutPaidHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ payoutId: string; reference: string }, AdminPayout>
{
  async execute({ payoutId, reference }: { payoutId: string; reference: string }, context: CommandContext): Promise<AdminPayout> {
    requireAdmin(context.actor, ONLY_ADMINS_PAY);
    const { em } = context;
    const row = await lockPayout(em, payoutId);
    if (row.status === 'paid') throw new AppError('conflict', 'This payout is marked paid already', { code: 'payout_paid' });
    const now = this.deps.clock.now();
    const amount = Number(row.amount_cents);
    await em.execute(`update billing.payouts set status = 'paid', reference = ?, decided_at = ? where id = ?`, [reference, now, payoutId]);
    await post(em, row.affiliate_user_id, move('requested', 'paid', amount, 'payout-paid', { payoutId }), now);
    const after = await adminPayoutOf(this.deps.identity, { ...row, status: 'paid', reference, decided_at: now });
    context.audit({
      action: 'billing.payout-paid',
      subject: { type: 'payout', id: payoutId },
      before: { status: row.status, amount: after.amount },
      after: { status: 'paid', amount: after.amount, reference },
    });
    return after;
  }
}

export const markPayoutPaid = handlesCommand(MarkPayoutPaid, needs, MarkPayoutPaidHandler, [
  http(MarkPayoutPaid, {
    method: 'post',
    path: '/api/admin/affiliate/payouts/:payoutId/paid',
    tag: ADMIN_TAG,
    summary: 'Mark a payout paid',
    description: "With the payment's reference (kept with the payout and in the audit log). 409 when it is paid already.",
    access: 'admin',
    forbidden: ONLY_ADMINS_PAY,
    params: payoutIdParamsSchema,
    body: markPayoutPaidSchema,
    invalid: 'Give the payment reference',
    input: ({ params, body }) => ({ payoutId: params.payoutId, reference: body.reference }),
    response: adminPayoutSchema,
    errors: [404, 409],
  }),
]);
