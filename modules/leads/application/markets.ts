import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';

/** The SQL test that a lead (alias `l`) lies in one of the seller's markets (alias `m`): its state, and its county unless the market is the whole state. */
export const IN_MARKET = `m.state = l.state and (m.county = '' or lower(m.county) = lower(coalesce(l.county, '')))`;

export async function marketsOf(em: EntityManager, userId: string): Promise<Array<{ state: string; county: string | null }>> {
  const rows = await em.execute<Array<{ state: string; county: string }>>(
    'select state, county from leads.seller_markets where user_id = ? order by state, county',
    [userId],
  );
  return rows.map((row) => ({ state: row.state, county: row.county || null }));
}

/** the network leads the seller took since then (one an administrator assigned them is not counted) */
export async function claimsSince(em: EntityManager, sellerId: string, since: Date): Promise<number> {
  const [row] = await em.execute<Array<{ n: number }>>(
    "select count(*)::int as n from leads.seller_leads where claimed_by = ? and claimed_at >= ? and source = 'network' and assigned_by is null",
    [sellerId, since],
  );
  return Number(row?.n ?? 0);
}

/** The sellers whose markets hold a lead in this place (they may no longer have a plan with leads: the caller checks). */
export async function sellersServing(em: EntityManager, place: { state: string | null; county: string | null }): Promise<string[]> {
  if (!place.state) return [];
  const rows = await em.execute<Array<{ user_id: string }>>(
    `select distinct m.user_id from leads.seller_markets m, (select ?::text as state, ?::text as county) l where ${IN_MARKET} order by m.user_id`,
    [place.state, place.county],
  );
  return rows.map((row) => row.user_id);
}
