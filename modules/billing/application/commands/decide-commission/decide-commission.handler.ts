import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError, NotFoundError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  commissionDecisionSchema,
  commissionIdParamsSchema,
  heldCommissionSchema,
  type HeldCommission,
} from '../../../contracts/affiliate.ts';
import { move, post } from '../../affiliate-ledger.ts';
import { ADMIN_TAG } from '../../http.ts';
import { memberOf, membersById } from '../../reports/admin-billing/admin-billing-rows.ts';
import { DecideCommission } from './decide-commission.command.ts';

const ONLY_ADMINS_DECIDE = 'Only administrators can decide held commissions';
const needs = { clock: PLATFORM.Clock, identity: IDENTITY_API };
type Input = { commissionId: string; approve: boolean; reason: string };

interface CommissionRow {
  id: string;
  affiliate_user_id: string;
  referred_user_id: string;
  amount_cents: string | number;
  invoice_cents: string | number;
  status: HeldCommission['status'];
  reason: string | null;
  created_at: Date | string;
}

export class DecideCommissionHandler extends UsesDependencies<typeof needs> implements CommandHandler<Input, HeldCommission> {
  async execute({ commissionId, approve, reason }: Input, context: CommandContext): Promise<HeldCommission> {
    requireAdmin(context.actor, ONLY_ADMINS_DECIDE);
    const { em } = context;
    const [row] = await em.execute<CommissionRow[]>('select * from billing.commissions where id = ? for update', [commissionId]);
    if (!row) throw new NotFoundError('No such commission');
    if (row.status !== 'held') throw new AppError('conflict', 'This commission is not held for review', { code: 'commission_not_held' });
    const now = this.deps.clock.now();
    const amount = Number(row.amount_cents);
    const status = approve ? 'pending' : 'rejected';
    await em.execute('update billing.commissions set status = ?, reason = ? where id = ?', [status, reason, commissionId]);
    await post(
      em,
      row.affiliate_user_id,
      approve
        ? move('held', 'pending', amount, 'commission-released', { commissionId })
        : [{ bucket: 'held', amountCents: -amount, kind: 'commission-rejected', commissionId }],
      now,
    );
    context.audit({
      action: approve ? 'billing.commission-released' : 'billing.commission-rejected',
      subject: { type: 'commission', id: commissionId },
      reason,
      before: { status: row.status, amount: amount / 100, heldFor: row.reason },
      after: { status, amount: amount / 100 },
    });
    const members = await membersById(this.deps.identity, [row.affiliate_user_id, row.referred_user_id]);
    return {
      id: row.id,
      affiliate: memberOf(members, row.affiliate_user_id),
      referred: memberOf(members, row.referred_user_id),
      amount: amount / 100,
      invoiceAmount: Number(row.invoice_cents) / 100,
      status,
      reason,
      createdAt: new Date(row.created_at).toISOString(),
    };
  }
}

export const decideCommission = handlesCommand(DecideCommission, needs, DecideCommissionHandler, [
  http(DecideCommission, {
    method: 'post',
    path: '/api/admin/affiliate/commissions/:commissionId/decision',
    tag: ADMIN_TAG,
    summary: 'Approve or reject a held commission',
    description:
      '`approve: true` lets it go on as any other commission (pending until its trial and refund window passed); `false` rejects it. With a reason either way, kept in the audit log. 409 unless it is held.',
    access: 'admin',
    forbidden: ONLY_ADMINS_DECIDE,
    params: commissionIdParamsSchema,
    body: commissionDecisionSchema,
    invalid: 'Say whether to approve, with a reason (at least 3 characters)',
    input: ({ params, body }) => ({ commissionId: params.commissionId, ...body }),
    response: heldCommissionSchema,
    errors: [404, 409],
  }),
]);
