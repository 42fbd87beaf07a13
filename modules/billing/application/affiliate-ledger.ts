import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { newId } from '../../shared/kernel/ids.ts';
import type { PlatformSettings } from '../../shared/kernel/settings.ts';
import { addMonths, approvableAt, commissionCents, DEFAULT_TERMS, type AffiliateTerms } from '../domain/affiliate.ts';

/**
 * The affiliate ledger (decision 0066). Money moves between buckets (pending, held, approved, requested,
 * paid) by entries only, and a balance is the sum of a bucket's entries: nothing else holds an amount.
 */
export type Bucket = 'pending' | 'held' | 'approved' | 'requested' | 'paid';

export interface LedgerEntry {
  bucket: Bucket;
  amountCents: number;
  kind: string;
  commissionId?: string | null;
  payoutId?: string | null;
}

export function affiliateTerms(settings: PlatformSettings): AffiliateTerms {
  return settings.affiliate ?? DEFAULT_TERMS;
}

export async function post(em: EntityManager, affiliateUserId: string, entries: LedgerEntry[], now: Date): Promise<void> {
  for (const [index, entry] of entries.entries()) {
    await em.execute(
      `insert into billing.affiliate_ledger (id, affiliate_user_id, bucket, amount_cents, kind, commission_id, payout_id, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        newId(now.getTime() + index),
        affiliateUserId,
        entry.bucket,
        entry.amountCents,
        entry.kind,
        entry.commissionId ?? null,
        entry.payoutId ?? null,
        now,
      ],
    );
  }
}

/** `amount` taken out of one bucket and put into another: two entries. */
export function move(from: Bucket, to: Bucket, amountCents: number, kind: string, refs: Pick<LedgerEntry, 'commissionId' | 'payoutId'>) {
  return [
    { bucket: from, amountCents: -amountCents, kind, ...refs },
    { bucket: to, amountCents, kind, ...refs },
  ];
}

export async function balances(em: EntityManager, affiliateUserId: string): Promise<Record<Bucket, number>> {
  const rows = await em.execute<Array<{ bucket: Bucket; cents: string | number }>>(
    'select bucket, coalesce(sum(amount_cents), 0) as cents from billing.affiliate_ledger where affiliate_user_id = ? group by bucket',
    [affiliateUserId],
  );
  const sums: Record<Bucket, number> = { pending: 0, held: 0, approved: 0, requested: 0, paid: 0 };
  for (const row of rows) sums[row.bucket] = Number(row.cents);
  return sums;
}

interface PaidInvoice {
  id: string;
  userId: string;
  amountCents: number;
  paidAt: Date;
  trialEndsAt: Date | null;
  /** the payment method's fingerprint at the provider, when it tells */
  paymentFingerprint?: string | null;
}

/**
 * The referrer's commission on a paid invoice of a member they brought, within the program's months from
 * the sign-up: pending until the refund window passed, or held for review when the referral looked like
 * the affiliate themselves. Once per invoice (unique index): a second report of the same payment adds nothing.
 */
export async function accrueCommission(em: EntityManager, invoice: PaidInvoice, terms: AffiliateTerms): Promise<void> {
  const [referral] = await em.execute<Array<{ affiliate_user_id: string; held_reason: string | null; created_at: Date }>>(
    'select affiliate_user_id, held_reason, created_at from billing.referrals where referred_user_id = ?',
    [invoice.userId],
  );
  if (invoice.paymentFingerprint) {
    await em.execute(
      'insert into billing.payment_fingerprints (user_id, fingerprint, created_at) values (?, ?, ?) on conflict do nothing',
      [invoice.userId, invoice.paymentFingerprint, invoice.paidAt],
    );
  }
  if (!referral || invoice.paidAt >= addMonths(new Date(referral.created_at), terms.commissionMonths)) return;
  const amount = commissionCents(invoice.amountCents, terms.commissionPercent);
  if (amount <= 0) return;
  let reason = referral.held_reason;
  if (!reason && invoice.paymentFingerprint) {
    const [shared] = await em.execute<unknown[]>('select 1 from billing.payment_fingerprints where user_id = ? and fingerprint = ?', [
      referral.affiliate_user_id,
      invoice.paymentFingerprint,
    ]);
    if (shared) reason = 'Same payment method as the affiliate';
  }
  const id = newId(invoice.paidAt.getTime());
  const inserted = await em.execute<unknown[]>(
    `insert into billing.commissions (id, invoice_id, affiliate_user_id, referred_user_id, invoice_cents, amount_cents, status,
       approvable_at, reason, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (invoice_id) do nothing returning id`,
    [
      id,
      invoice.id,
      referral.affiliate_user_id,
      invoice.userId,
      invoice.amountCents,
      amount,
      reason ? 'held' : 'pending',
      approvableAt(invoice.paidAt, invoice.trialEndsAt),
      reason,
      invoice.paidAt,
    ],
  );
  if (inserted.length === 0) return;
  await post(
    em,
    referral.affiliate_user_id,
    [{ bucket: reason ? 'held' : 'pending', amountCents: amount, kind: 'commission-earned', commissionId: id }],
    invoice.paidAt,
  );
}

/**
 * An invoice refunded or charged back: its commission is taken back from wherever it is. Once paid out
 * (or asked for), the approved balance goes negative by it and the next payout is smaller.
 */
export async function reverseCommission(em: EntityManager, invoiceId: string, now: Date, reason: string): Promise<void> {
  const [commission] = await em.execute<Array<{ id: string; affiliate_user_id: string; amount_cents: string | number; status: string }>>(
    `select id, affiliate_user_id, amount_cents, status from billing.commissions where invoice_id = ? for update`,
    [invoiceId],
  );
  if (!commission || !['pending', 'held', 'approved'].includes(commission.status)) return;
  const bucket: Bucket = commission.status === 'approved' ? 'approved' : (commission.status as Bucket);
  await em.execute(`update billing.commissions set status = 'reversed', reason = ? where id = ?`, [reason.slice(0, 500), commission.id]);
  await post(
    em,
    commission.affiliate_user_id,
    [{ bucket, amountCents: -Number(commission.amount_cents), kind: 'commission-reversed', commissionId: commission.id }],
    now,
  );
}

/** Why a commission waits while its payment is disputed; a dispute won releases only a commission held for it. */
export const DISPUTE_HOLD = 'Payment disputed';

/**
 * A paid invoice's payment disputed (decision 0071): its commission, pending or approved and not yet asked for,
 * is held until the dispute closes. One already in a payout, held for another reason, or undone stays as it is:
 * a lost dispute reverses it wherever it is.
 */
export async function holdCommissionForDispute(em: EntityManager, invoiceId: string, now: Date): Promise<void> {
  const [commission] = await em.execute<Array<{ id: string; affiliate_user_id: string; amount_cents: string | number; status: Bucket }>>(
    `select id, affiliate_user_id, amount_cents, status from billing.commissions
      where invoice_id = ? and (status = 'pending' or (status = 'approved' and payout_id is null)) for update`,
    [invoiceId],
  );
  if (!commission) return;
  await em.execute(`update billing.commissions set status = 'held', reason = ? where id = ?`, [DISPUTE_HOLD, commission.id]);
  await post(
    em,
    commission.affiliate_user_id,
    move(commission.status, 'held', Number(commission.amount_cents), 'commission-disputed', { commissionId: commission.id }),
    now,
  );
}

/** A dispute won: the commission held for it goes back to pending, and is approved when its window has passed. */
export async function releaseCommissionAfterDispute(em: EntityManager, invoiceId: string, now: Date): Promise<void> {
  const [commission] = await em.execute<Array<{ id: string; affiliate_user_id: string; amount_cents: string | number }>>(
    `select id, affiliate_user_id, amount_cents from billing.commissions where invoice_id = ? and status = 'held' and reason = ? for update`,
    [invoiceId, DISPUTE_HOLD],
  );
  if (!commission) return;
  await em.execute(`update billing.commissions set status = 'pending', reason = null where id = ?`, [commission.id]);
  await post(
    em,
    commission.affiliate_user_id,
    move('held', 'pending', Number(commission.amount_cents), 'commission-released', { commissionId: commission.id }),
    now,
  );
}
