import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import type { FaqCategory as FaqCategoryView } from '../../../contracts/http.ts';
import { ListFaqCategories } from './list-faq-categories.query.ts';

export class ListFaqCategoriesHandler implements QueryHandler<void, FaqCategoryView[]> {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async execute(): Promise<FaqCategoryView[]> {
    const rows = await this.#em.fork().execute<Array<{ id: string; name: string; count: number | string }>>(
      `select c.id, c.name, count(f.id) as count
         from content.faq_categories c left join content.faqs f on f.category_id = c.id
        group by c.id, c.name, c.position
        order by c.position, c.id`,
    );
    return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }));
  }
}

export const listFaqCategories = answersQuery(ListFaqCategories, [PLATFORM.EntityManager], (em) => new ListFaqCategoriesHandler(em));
