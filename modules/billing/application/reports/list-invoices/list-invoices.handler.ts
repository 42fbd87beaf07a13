import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { z } from 'zod';
import { invoiceViewSchema, type InvoiceView } from '../../../contracts/http.ts';
import { Invoice } from '../../../domain/invoice.entity.ts';
import { BILLING_TAG } from '../../http.ts';
import { ListInvoices } from './list-invoices.query.ts';

const LIMIT = 100;

const needs = { em: PLATFORM.EntityManager };

export class ListInvoicesHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, InvoiceView[]> {
  async execute(_input: void, { actor }: QueryContext): Promise<InvoiceView[]> {
    const { userId } = requireActor(actor);
    const invoices = await this.deps.em.fork().find(Invoice, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LIMIT });
    return invoices.map((invoice) => invoice.toView());
  }
}

export const listInvoices = answersQuery(ListInvoices, needs, ListInvoicesHandler, [
  http(ListInvoices, {
    method: 'get',
    path: '/api/billing/invoices',
    tag: BILLING_TAG,
    summary: 'My receipts',
    access: 'member',
    input: () => undefined,
    response: z.array(invoiceViewSchema),
  }),
]);
