import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { faqCategorySchema, faqSchema, type Faq, type FaqCategory } from '@contracts/content/contracts/faqs.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** FAQ data for the help widget (spec sections 3 and 7), read only while the panel is open. */
export type { Faq, FaqCategory };

export const helpKeys = {
  all: ['help'] as const,
  categories: () => [...helpKeys.all, 'categories'] as const,
  faqs: (categoryId: string) => [...helpKeys.all, 'faqs', categoryId] as const,
};

export const faqCategoriesQueryOptions = queryOptions({
  queryKey: helpKeys.categories(),
  queryFn: async ({ signal }) => z.array(faqCategorySchema).parse(await apiRequest('/api/faqs/categories', { signal })),
});

/** `categoryId` '' means All. */
export function faqsQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: helpKeys.faqs(categoryId),
    queryFn: async ({ signal }) => z.array(faqSchema).parse(await apiRequest('/api/faqs', { query: { category: categoryId }, signal })),
  });
}

export function useFaqCategories() {
  return useQuery(faqCategoriesQueryOptions);
}

export function useFaqs(categoryId: string) {
  return useQuery(faqsQueryOptions(categoryId));
}
