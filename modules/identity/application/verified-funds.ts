import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { isoDay } from '../../shared/kernel/admin-figures.ts';
import type { MemberVerifiedFunds } from '../contracts/api.ts';
import type { MyFunds } from '../contracts/verified-funds.ts';
import { FundsDocument } from '../domain/funds-document.entity.ts';

/** Today's UTC day, `YYYY-MM-DD`: a verification holds through its expiry day. */
export const fundsDay = (now: Date) => isoDay(now);

/**
 * The verifications that hold on `today` for the members: each member's latest verification (by decision
 * time), when its expiry day has not passed. A verification the expiry job marked `expired` still counts as
 * the latest, so an older one never comes back in its place.
 */
export async function currentVerifications(em: EntityManager, userIds: readonly string[], today: string): Promise<MemberVerifiedFunds[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await em.execute<Array<{ user_id: string; amount_cents: string | number; expires_on: string | Date }>>(
    `select user_id, amount_cents, expires_on from (
       select distinct on (user_id) user_id, amount_cents, expires_on
       from identity.funds_documents
       where status in ('verified', 'expired') and user_id in (?)
       order by user_id, decided_at desc
     ) latest where expires_on >= ?::date`,
    [ids, today],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    amountCents: Number(row.amount_cents),
    expiresOn: row.expires_on instanceof Date ? isoDay(row.expires_on) : String(row.expires_on).slice(0, 10),
  }));
}

/**
 * What the member's settings show: the latest statement and the verification that holds now. The state is
 * the latest statement's (waiting, verified, rejected), `expired` when the latest verification's day has
 * passed, and `verified` while an older verification still holds beside a rejected newer statement.
 */
export async function myFunds(em: EntityManager, userId: string, now: Date): Promise<MyFunds> {
  const today = fundsDay(now);
  const [latest] = await em.find(FundsDocument, { userId }, { orderBy: { uploadedAt: 'desc' }, limit: 1 });
  const [current] = await currentVerifications(em, [userId], today);
  const verified = current ? { amount: Math.round(current.amountCents / 100), expiresOn: current.expiresOn } : null;
  const state = !latest
    ? 'none'
    : latest.status === 'pending'
      ? 'pending'
      : verified
        ? 'verified'
        : latest.status === 'rejected'
          ? 'rejected'
          : 'expired';
  return { state, verified, latest: latest?.toView() ?? null, canUpload: latest?.status !== 'pending' };
}
