import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../../identity/contracts/api.ts';
import { NotFoundError } from '../../../shared/kernel/errors.ts';
import type { AdminPayout } from '../../contracts/affiliate.ts';
import { memberOf, membersById } from '../reports/admin-billing/admin-billing-rows.ts';
import { payoutView, type PayoutRow } from './payout-view.ts';

/** The payout, locked for the administrator's change; 404 when there is none. */
export async function lockPayout(em: EntityManager, payoutId: string): Promise<PayoutRow> {
  const [row] = await em.execute<PayoutRow[]>('select * from billing.payouts where id = ? for update', [payoutId]);
  if (!row) throw new NotFoundError('No such payout');
  return row;
}

export async function adminPayoutOf(identity: IdentityApi, row: PayoutRow): Promise<AdminPayout> {
  const members = await membersById(identity, [row.affiliate_user_id]);
  return { ...payoutView(row), note: row.note, member: memberOf(members, row.affiliate_user_id) };
}
