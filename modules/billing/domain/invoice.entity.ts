import { defineEntity, p } from '@mikro-orm/core';
import type { InvoiceView } from '../contracts/http.ts';

/**
 * One charge of a subscription, paid or failed: the first payment at checkout and every renewal
 * (test provider), or an invoice Stripe reported through its webhooks. Kept for the user's
 * receipts list; never changed once written, except a failed invoice the provider later collects and a
 * paid one an administrator refunds (test provider only: decision 0053).
 */
const InvoiceSchema = defineEntity({
  name: 'Invoice',
  schema: 'billing',
  tableName: 'invoices',
  indexes: [
    { name: 'invoices_user_created_at_index', properties: ['userId', 'createdAt'] },
    { name: 'invoices_created_at_index', properties: ['createdAt'] },
    { name: 'invoices_subscription_id_index', properties: ['subscriptionId'] },
    { name: 'invoices_failed_at_index', properties: ['failedAt'], where: { failedAt: { $ne: null } } },
    // the back office's table: newest first, by status, by amount (decision 0056)
    { name: 'invoices_created_at_id_index', properties: ['createdAt', 'id'] },
    { name: 'invoices_status_created_at_index', properties: ['status', 'createdAt', 'id'] },
    { name: 'invoices_amount_index', properties: ['amountCents', 'createdAt', 'id'] },
  ],
  uniques: [{ name: 'invoices_provider_invoice_id_unique', properties: ['providerInvoiceId'] }],
  // as migration 0013 creates them: the invoices counted per status in `billing.invoice_counts`, moved by each statement
  // that writes, changes or deletes invoices (decision 0073); statement triggers with transition tables, so declared
  // by their DDL (`billing.count_invoices()` is the migration's)
  triggers: [
    { name: 'invoices_counted_insert', event: 'insert', tables: 'new table as came' },
    { name: 'invoices_counted_update', event: 'update', tables: 'old table as gone new table as came' },
    { name: 'invoices_counted_delete', event: 'delete', tables: 'old table as gone' },
  ].map(({ name, event, tables }) => ({
    name,
    timing: 'after' as const,
    events: [event as 'insert' | 'update' | 'delete'],
    forEach: 'statement' as const,
    expression: `create trigger ${name} after ${event} on billing.invoices referencing ${tables} for each statement execute function billing.count_invoices()`,
  })),
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    subscriptionId: p.uuid(),
    /** the receipt number shown to the user, e.g. DA-2026-000123 (Stripe: its invoice number) */
    number: p.string().length(40),
    description: p.string().length(200),
    amountCents: p.bigint('number'),
    currency: p.string().length(3).default('usd'),
    status: p.enum(['paid', 'failed', 'refunded'] as const),
    periodStart: p.datetime().nullable(),
    periodEnd: p.datetime().nullable(),
    provider: p.enum(['test', 'stripe'] as const),
    /** the provider's id of the invoice or charge; each is recorded once */
    providerInvoiceId: p.string().length(255),
    /** where the provider shows the invoice (Stripe's hosted invoice page) */
    hostedUrl: p.text().nullable(),
    createdAt: p.datetime(),
    /** when an administrator refunded it (the whole amount) */
    refundedAt: p.datetime().nullable(),
    /** when the charge failed; kept when the provider collects it later */
    failedAt: p.datetime().nullable(),
  },
});

export class Invoice extends InvoiceSchema.class {
  toView(): InvoiceView {
    return {
      id: this.id,
      number: this.number,
      description: this.description,
      amount: Number(this.amountCents) / 100,
      currency: this.currency,
      status: this.status,
      periodStart: this.periodStart?.toISOString() ?? null,
      periodEnd: this.periodEnd?.toISOString() ?? null,
      hostedUrl: this.hostedUrl ?? null,
      createdAt: this.createdAt.toISOString(),
      refundedAt: this.refundedAt?.toISOString() ?? null,
    };
  }
}
InvoiceSchema.setClass(Invoice);
export { InvoiceSchema };
