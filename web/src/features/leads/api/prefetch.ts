import type { QueryClient } from '@tanstack/react-query';
import { marketSuggestionsQueryOptions, myLeadsQueryOptions } from './leads.ts';

/**
 * The leads prefetches of route loaders. Loaders import this on demand (`import()`): a loader is
 * part of every page's first download, and this keeps the leads contracts and fetchers out of it.
 */

/**
 * `/dashboard`, in the browser only (the panel and the markets prompt are drawn there only): the Seller
 * leads panel's code, the seller's leads and the prompt's suggestions start loading with the navigation instead of after the page has drawn.
 */
export function preloadSellerLeads(queryClient: QueryClient, userId: string): void {
  void import('../components/seller-leads-panel.tsx');
  void queryClient.prefetchQuery(myLeadsQueryOptions(userId));
  void queryClient.prefetchQuery(marketSuggestionsQueryOptions(userId));
}
