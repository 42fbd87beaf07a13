import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { move, post } from '../../affiliate-ledger.ts';
import { ApproveCommissions } from './approve-commissions.command.ts';

const BATCH = 500;
const needs = { clock: PLATFORM.Clock };

export class ApproveCommissionsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, { approved: number }> {
  async execute(_input: void, { em }: CommandContext): Promise<{ approved: number }> {
    const now = this.deps.clock.now();
    // several hosts may run the job: each takes rows the others have not locked
    const due = await em.execute<Array<{ id: string; affiliate_user_id: string; amount_cents: string | number }>>(
      `select id, affiliate_user_id, amount_cents from billing.commissions
        where status = 'pending' and approvable_at <= ? order by approvable_at limit ? for update skip locked`,
      [now, BATCH],
    );
    for (const commission of due) {
      await em.execute(`update billing.commissions set status = 'approved' where id = ?`, [commission.id]);
      await post(
        em,
        commission.affiliate_user_id,
        move('pending', 'approved', Number(commission.amount_cents), 'commission-approved', { commissionId: commission.id }),
        now,
      );
    }
    return { approved: due.length };
  }
}

export const approveCommissions = handlesCommand(ApproveCommissions, needs, ApproveCommissionsHandler);
