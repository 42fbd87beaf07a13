import { z } from 'zod';
import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { faqSchema, listFaqsQuerySchema, type Faq as FaqView } from '../../../contracts/http.ts';
import { FAQ_READS, FAQ_TAG, PUBLIC_CACHE } from '../../http.ts';
import { FaqCategory } from '../../../domain/faq-category.entity.ts';
import { Faq } from '../../../domain/faq.entity.ts';
import { ListFaqs } from './list-faqs.query.ts';

const needs = { em: PLATFORM.EntityManager };

/** A small Postgres-backed read (a few dozen rows), cached by browsers for 5 minutes. */
export class ListFaqsHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ categoryId?: string }, FaqView[]> {
  async execute({ categoryId }: { categoryId?: string }): Promise<FaqView[]> {
    const em = this.deps.em.fork();
    const [categories, faqs] = await Promise.all([
      em.find(FaqCategory, categoryId ? { id: categoryId } : {}, { orderBy: { position: 'asc', id: 'asc' } }),
      em.find(Faq, categoryId ? { categoryId } : {}, { orderBy: { position: 'asc', id: 'asc' } }),
    ]);
    const rank = new Map(categories.map((category, index) => [category.id, index]));
    return faqs
      .filter((faq) => rank.has(faq.categoryId))
      .sort((a, b) => rank.get(a.categoryId)! - rank.get(b.categoryId)!)
      .map((faq) => faq.toView());
  }
}

export const listFaqs = answersQuery(ListFaqs, needs, ListFaqsHandler, [
  http(ListFaqs, {
    method: 'get',
    path: '/api/faqs',
    tag: FAQ_TAG,
    summary: 'FAQs',
    description: 'In category order, then FAQ order; no or an empty `category` means all.',
    access: 'public',
    rateLimit: FAQ_READS,
    query: listFaqsQuerySchema,
    invalid: 'Invalid FAQ category',
    input: ({ query }) => ({ categoryId: query.category || undefined }),
    response: z.array(faqSchema),
    cacheControl: PUBLIC_CACHE,
  }),
]);
