import { useMutation } from '@tanstack/react-query';
import { sellerLeadReceiptSchema, type SellerLeadReceipt, type SellerLeadRequest } from '@contracts/leads/contracts/seller-leads.ts';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * `POST /api/seller-leads` (public, spec section 7): an owner asks the investor network for a cash
 * offer. Answered 201 `{ id, status: 'received', nextStep }`; a 400 carries field issues, a 429 a rate limit.
 * Not retried (a write, see lib/query-client.ts): the owner sends again.
 */
export function useSubmitSellerLead() {
  return useMutation({
    mutationFn: async (lead: SellerLeadRequest): Promise<SellerLeadReceipt> =>
      sellerLeadReceiptSchema.parse(await apiRequest('/api/seller-leads', { method: 'POST', body: lead })),
  });
}
