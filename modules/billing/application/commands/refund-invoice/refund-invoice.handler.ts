import { LockMode } from '@mikro-orm/core';
import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { adminReasonSchema } from '../../../../identity/contracts/admin-users.ts';
import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError, NotFoundError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { ADMIN_TAG } from '../../http.ts';
import {
  adminInvoiceSchema,
  invoiceIdParamsSchema,
  STRIPE_REFUNDS_ELSEWHERE,
  type AdminInvoice,
} from '../../../contracts/admin-billing.ts';
import { Invoice } from '../../../domain/invoice.entity.ts';
import { reverseCommission } from '../../affiliate-ledger.ts';
import { adminInvoiceOf } from '../../reports/admin-billing/admin-billing-rows.ts';
import { RefundInvoice, type RefundInvoiceInput } from './refund-invoice.command.ts';

const ONLY_ADMINS_REFUND = 'Only administrators can refund invoices';
const needs = { clock: PLATFORM.Clock, identity: IDENTITY_API };

/**
 * Marks a paid test-provider invoice refunded, once, with the reason in the audit log. No money moves
 * in test mode; a Stripe invoice is refunded in Stripe's dashboard. The subscription goes on: ending
 * it is the member's or the provider's decision (decision 0053).
 */
export class RefundInvoiceHandler extends UsesDependencies<typeof needs> implements CommandHandler<RefundInvoiceInput, AdminInvoice> {
  async execute({ invoiceId, reason }: RefundInvoiceInput, context: CommandContext): Promise<AdminInvoice> {
    requireAdmin(context.actor, ONLY_ADMINS_REFUND);
    // locked, so two administrators refunding at once refund once
    const invoice = await context.em.findOne(Invoice, { id: invoiceId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!invoice) throw new NotFoundError('No such invoice');
    if (invoice.provider === 'stripe') throw new AppError('business-rule', STRIPE_REFUNDS_ELSEWHERE, { code: 'refund_at_provider' });
    if (invoice.status === 'refunded')
      throw new AppError('business-rule', 'This invoice is refunded already', { code: 'already_refunded' });
    if (invoice.status !== 'paid') throw new AppError('business-rule', 'Only a paid invoice can be refunded', { code: 'not_paid' });

    const before = await adminInvoiceOf(this.deps.identity, invoice);
    invoice.status = 'refunded';
    invoice.refundedAt = this.deps.clock.now();
    await context.em.flush();
    // the referrer's commission on it goes back (decision 0066)
    await reverseCommission(context.em, invoice.id, invoice.refundedAt, `Invoice ${invoice.number} refunded`);
    const after = { ...before, status: invoice.status, refundedAt: invoice.refundedAt.toISOString() };
    context.audit({
      action: 'billing.invoice-refunded',
      subject: { type: 'invoice', id: invoice.id },
      reason,
      before: { number: before.number, amount: before.amount, status: before.status, refundedAt: before.refundedAt },
      after: { number: after.number, amount: after.amount, status: after.status, refundedAt: after.refundedAt },
    });
    return after;
  }
}

export const refundInvoice = handlesCommand(RefundInvoice, needs, RefundInvoiceHandler, [
  http(RefundInvoice, {
    method: 'post',
    path: '/api/admin/invoices/:invoiceId/refund',
    tag: ADMIN_TAG,
    summary: 'Refund an invoice',
    description: `With a reason (kept in the audit log). Refunds a paid invoice of the built-in test provider in full, once; no money moves in test mode. A Stripe invoice answers 422 "${STRIPE_REFUNDS_ELSEWHERE}". The subscription is not cancelled.`,
    access: 'admin',
    forbidden: ONLY_ADMINS_REFUND,
    params: invoiceIdParamsSchema,
    body: adminReasonSchema,
    invalid: 'Give a reason (at least 3 characters)',
    input: ({ params, body }) => ({ invoiceId: params.invoiceId, reason: body.reason }),
    response: adminInvoiceSchema,
    errors: [404, 422],
  }),
]);
