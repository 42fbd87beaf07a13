import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../identity/contracts/api.ts';
import { NotFoundError } from '../../shared/kernel/errors.ts';
import { memberOf, membersById } from './reports/admin-billing/admin-billing-rows.ts';
import type { AdminPayout, PayoutView } from '../contracts/affiliate.ts';

export interface PayoutRow {
  id: string;
  affiliate_user_id: string;
  amount_cents: string | number;
  status: PayoutView['status'];
  reference: string | null;
  note: string | null;
  requested_at: Date | string;
  decided_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function payoutView(row: PayoutRow): PayoutView {
  return {
    id: row.id,
    amount: Number(row.amount_cents) / 100,
    status: row.status,
    reference: row.reference,
    requestedAt: iso(row.requested_at),
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
  };
}

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
