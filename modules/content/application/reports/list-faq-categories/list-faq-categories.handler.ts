import { z } from 'zod';
import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { faqCategorySchema, type FaqCategory as FaqCategoryView } from '../../../contracts/http.ts';
import { FAQ_READS, FAQ_TAG, PUBLIC_CACHE } from '../../http.ts';
import { ListFaqCategories } from './list-faq-categories.query.ts';

const needs = { em: PLATFORM.EntityManager };

export class ListFaqCategoriesHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, FaqCategoryView[]> {
  async execute(): Promise<FaqCategoryView[]> {
    const rows = await this.deps.em.fork().execute<Array<{ id: string; name: string; count: number | string }>>(
      `select c.id, c.name, count(f.id) as count
         from content.faq_categories c left join content.faqs f on f.category_id = c.id
        group by c.id, c.name, c.position
        order by c.position, c.id`,
    );
    return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }));
  }
}

export const listFaqCategories = answersQuery(ListFaqCategories, needs, ListFaqCategoriesHandler, [
  http(ListFaqCategories, {
    method: 'get',
    path: '/api/faqs/categories',
    tag: FAQ_TAG,
    summary: 'FAQ categories',
    description: 'In order, each with how many FAQs it holds.',
    access: 'public',
    rateLimit: FAQ_READS,
    input: () => undefined,
    response: z.array(faqCategorySchema),
    cacheControl: PUBLIC_CACHE,
  }),
]);
