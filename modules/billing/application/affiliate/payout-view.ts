import type { PayoutView } from '../../contracts/affiliate.ts';

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
