import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../identity/contracts/api.ts';
import { AppError, NotFoundError } from '../../shared/kernel/errors.ts';
import { newId } from '../../shared/kernel/ids.ts';
import { balances, move, post } from './affiliate-ledger.ts';
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

const belowMinimum = (cents: number) =>
  new AppError('business-rule', `A payout can be asked for once the approved earnings reach $${(cents / 100).toFixed(2)}.`, {
    code: 'below_payout_minimum',
  });

/**
 * A payout of the affiliate's whole approved balance, asked for: by the affiliate, or by an administrator working
 * the monthly run (decision 0071). The affiliate is locked, so two at once open one; 409 while one is open, 422
 * below the minimum.
 */
export async function openPayout(em: EntityManager, userId: string, now: Date, minimumCents: number): Promise<PayoutRow> {
  const [affiliate] = await em.execute<unknown[]>('select 1 from billing.affiliates where user_id = ? for update', [userId]);
  if (!affiliate) throw belowMinimum(minimumCents);
  const [open] = await em.execute<unknown[]>(`select 1 from billing.payouts where affiliate_user_id = ? and status <> 'paid'`, [userId]);
  if (open) throw new AppError('conflict', 'A payout is asked for already; it is on its way.', { code: 'payout_open' });
  const { approved } = await balances(em, userId);
  if (approved < minimumCents || approved <= 0) throw belowMinimum(minimumCents);
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
  return row;
}
