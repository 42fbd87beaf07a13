import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, isApiError } from '@/lib/api-client.ts';

/**
 * FAQ data for the help widget (spec sections 3 and 7). The content module that serves it is not
 * there yet: a 404 is read as "no FAQs", so the widget shows its honest empty state.
 */
const idSchema = z.union([z.string(), z.number()]).transform(String);

const faqSchema = z.object({ id: idSchema, question: z.string(), answer: z.string() });
const faqCategorySchema = z.object({ id: idSchema, name: z.string(), count: z.number().int() });

export type Faq = z.infer<typeof faqSchema>;
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const helpKeys = {
  all: ['help'] as const,
  categories: () => [...helpKeys.all, 'categories'] as const,
  faqs: (categoryId: string) => [...helpKeys.all, 'faqs', categoryId] as const,
};

async function listOrEmpty<Item extends z.ZodType>(
  path: string,
  itemSchema: Item,
  query?: Record<string, string>,
  signal?: AbortSignal,
): Promise<z.output<Item>[]> {
  try {
    return z.array(itemSchema).parse(await apiRequest(path, { query, signal }));
  } catch (error) {
    if (isApiError(error, 404)) return [];
    throw error;
  }
}

export const faqCategoriesQueryOptions = queryOptions({
  queryKey: helpKeys.categories(),
  queryFn: ({ signal }) => listOrEmpty('/api/faqs/categories', faqCategorySchema, undefined, signal),
});

/** `categoryId` '' means All. */
export function faqsQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: helpKeys.faqs(categoryId),
    queryFn: ({ signal }) => listOrEmpty('/api/faqs', faqSchema, { category: categoryId }, signal),
  });
}

export function useFaqCategories() {
  return useQuery(faqCategoriesQueryOptions);
}

export function useFaqs(categoryId: string) {
  return useQuery(faqsQueryOptions(categoryId));
}
