import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { faqCategorySchema, faqSchema, type Faq, type FaqCategory } from '@contracts/content/contracts/faqs.ts';
import type { CreateFaqRequest, UpdateFaqRequest } from '@contracts/content/contracts/http.ts';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * The help center's FAQs as administrators maintain them (modules/content/contracts/http.ts).
 *
 * There is no administrators' read: the screen reads the public lists, which browsers keep for five
 * minutes (`Cache-Control: public, max-age=300`). Each read here carries a `fresh` parameter the
 * server ignores, so the screen always shows what was just written instead of the browser's copy.
 */
export type { Faq, FaqCategory };

export const faqAdminKeys = {
  all: ['content-admin', 'faqs'] as const,
  categories: () => [...faqAdminKeys.all, 'categories'] as const,
  faqs: (categoryId: string) => [...faqAdminKeys.all, 'list', categoryId] as const,
};

/**
 * The help widget's queries (features/help: `helpKeys.all`). Features do not import each other, so the
 * prefix is repeated here: after a write they are read again when the widget next shows them.
 */
const HELP_WIDGET_QUERIES = ['help'] as const;

const fresh = () => Date.now();

export const adminFaqCategoriesQueryOptions = queryOptions({
  queryKey: faqAdminKeys.categories(),
  queryFn: async ({ signal }) =>
    z.array(faqCategorySchema).parse(await apiRequest('/api/faqs/categories', { query: { fresh: fresh() }, signal })),
  staleTime: 0,
});

export function useAdminFaqCategories() {
  return useQuery(adminFaqCategoriesQueryOptions);
}

export function adminFaqsQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: faqAdminKeys.faqs(categoryId),
    queryFn: async ({ signal }) =>
      z.array(faqSchema).parse(await apiRequest('/api/faqs', { query: { category: categoryId, fresh: fresh() }, signal })),
    staleTime: 0,
  });
}

export function useAdminFaqs(categoryId: string | undefined) {
  return useQuery({ ...adminFaqsQueryOptions(categoryId ?? ''), enabled: categoryId !== undefined });
}

function refreshAfterWrite(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: faqAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: HELP_WIDGET_QUERIES }),
  ]);
}

/** One write of this screen; every one refreshes the screen's lists and the help widget's. */
function useFaqWrite<Variables>(write: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => refreshAfterWrite(queryClient) });
}

export const useCreateFaqCategory = () =>
  useFaqWrite((name: string) => apiRequest('/api/admin/faq-categories', { method: 'POST', body: { name } }));

export const useRenameFaqCategory = () =>
  useFaqWrite(({ id, name }: { id: string; name: string }) =>
    apiRequest(`/api/admin/faq-categories/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } }),
  );

export const useDeleteFaqCategory = () =>
  useFaqWrite((id: string) => apiRequest(`/api/admin/faq-categories/${encodeURIComponent(id)}`, { method: 'DELETE' }));

export function useReorderFaqCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiRequest('/api/admin/faq-categories/reorder', { method: 'POST', body: { ids } }),
    // the new order shows at once; the lists are read again either way
    onMutate: (ids) =>
      queryClient.setQueryData<FaqCategory[]>(faqAdminKeys.categories(), (categories) =>
        categories ? ids.map((id) => categories.find((category) => category.id === id)!).filter(Boolean) : categories,
      ),
    onSettled: () => refreshAfterWrite(queryClient),
  });
}

export const useCreateFaq = () =>
  useFaqWrite((request: CreateFaqRequest) => apiRequest('/api/admin/faqs', { method: 'POST', body: request }));

export const useUpdateFaq = () =>
  useFaqWrite(({ id, changes }: { id: string; changes: UpdateFaqRequest }) =>
    apiRequest(`/api/admin/faqs/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
  );

export const useDeleteFaq = () =>
  useFaqWrite((id: string) => apiRequest(`/api/admin/faqs/${encodeURIComponent(id)}`, { method: 'DELETE' }));

export function useReorderFaqs(categoryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiRequest('/api/admin/faqs/reorder', { method: 'POST', body: { ids } }),
    onMutate: (ids) =>
      queryClient.setQueryData<Faq[]>(faqAdminKeys.faqs(categoryId), (faqs) =>
        faqs ? ids.map((id) => faqs.find((faq) => faq.id === id)!).filter(Boolean) : faqs,
      ),
    onSettled: () => refreshAfterWrite(queryClient),
  });
}
