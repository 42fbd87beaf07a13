import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { newId } from '../../shared/kernel/ids.ts';
import type { AffiliateTerms } from '../domain/affiliate.ts';
import type { Subscription } from '../domain/subscription.entity.ts';
import { accrueCommission } from './affiliate-ledger.ts';

export interface Charge {
  status: 'paid' | 'failed';
  amountCents: number;
  currency?: string;
  description: string;
  period: { start: Date; end: Date } | null;
  /** the provider's id of the invoice or charge: recording it again changes nothing */
  providerInvoiceId: string;
  /** the provider's own invoice number, when it has one */
  number?: string | null;
  hostedUrl?: string | null;
  /** the payment method's fingerprint at the provider, when it tells (the affiliate program's self-referral check) */
  paymentFingerprint?: string | null;
}

/**
 * Writes a charge to the user's invoices, once per provider invoice id. A failed invoice that is
 * collected later (a retried renewal, Stripe's dunning) turns paid; a paid one never changes. An invoice
 * that turns paid here earns the member's referrer their commission (decision 0066).
 */
export async function recordInvoice(
  em: EntityManager,
  subscription: Subscription,
  charge: Charge,
  now: Date,
  terms: AffiliateTerms,
): Promise<void> {
  const number = charge.number ?? (await nextReceiptNumber(em, now));
  const written = await em.execute<Array<{ id: string; status: string }>>(
    `insert into billing.invoices (id, user_id, subscription_id, number, description, amount_cents, currency, status,
       period_start, period_end, provider, provider_invoice_id, hosted_url, created_at, failed_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (provider_invoice_id) do update
       set status = excluded.status, period_start = excluded.period_start, period_end = excluded.period_end,
           hosted_url = coalesce(excluded.hosted_url, billing.invoices.hosted_url)
       where billing.invoices.status = 'failed' and excluded.status = 'paid'
     returning id, status`,
    [
      newId(now.getTime()),
      subscription.userId,
      subscription.id,
      number,
      charge.description.slice(0, 200),
      charge.amountCents,
      charge.currency ?? 'usd',
      charge.status,
      charge.period?.start ?? null,
      charge.period?.end ?? null,
      subscription.provider,
      charge.providerInvoiceId,
      charge.hostedUrl ?? null,
      now,
      charge.status === 'failed' ? now : null,
    ],
  );
  const [paid] = written.filter((row) => row.status === 'paid');
  if (paid)
    await accrueCommission(
      em,
      {
        id: paid.id,
        userId: subscription.userId,
        amountCents: charge.amountCents,
        paidAt: now,
        trialEndsAt: subscription.trialEndsAt ?? null,
        paymentFingerprint: charge.paymentFingerprint,
      },
      terms,
    );
}

async function nextReceiptNumber(em: EntityManager, now: Date): Promise<string> {
  const [{ value }] = await em.execute<Array<{ value: string | number }>>(`select nextval('billing.invoice_numbers') as value`);
  return `DA-${now.getUTCFullYear()}-${String(value).padStart(6, '0')}`;
}
