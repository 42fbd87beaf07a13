import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { defineQuery, requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import type { InvoiceView } from '../../../contracts/http.ts';
import { Invoice } from '../../../domain/invoice.entity.ts';

/** The signed-in user's invoices and receipts, newest first (`GET /api/billing/invoices`). */
export const ListInvoices = defineQuery<void, InvoiceView[]>('billing.list-invoices');

const LIMIT = 100;

export class ListInvoicesHandler implements QueryHandler<void, InvoiceView[]> {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async execute(_input: void, { actor }: QueryContext): Promise<InvoiceView[]> {
    const { userId } = requireActor(actor);
    const invoices = await this.#em.fork().find(Invoice, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LIMIT });
    return invoices.map((invoice) => invoice.toView());
  }
}
