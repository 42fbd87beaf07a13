import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingPortalResult,
  ChangeSubscriptionRequest,
  Entitlements,
  InvoiceView,
  SubscribeRequest,
  SubscribeResult,
} from '@contracts/billing/contracts/http.ts';
import type { Audience } from '@contracts/billing/contracts/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/auth.ts';
import { billingKeys } from './billing-keys.ts';

export type { Entitlements, InvoiceView, SubscribeResult };

const MINUTE = 60_000;

/** `GET /api/billing/me`: the signed-in user's tiers, limits and subscriptions. */
export function entitlementsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: billingKeys.entitlements(userId),
    queryFn: async ({ signal }) => (await apiRequest('/api/billing/me', { signal })) as Entitlements,
    staleTime: 5 * MINUTE,
  });
}

/** The signed-in user's entitlements; idle (no data) while signed out. */
export function useEntitlements() {
  const { user } = useCurrentUser();
  return useQuery({ ...entitlementsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

/** `GET /api/billing/invoices`: the signed-in user's receipts, newest first. */
export function invoicesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: billingKeys.invoices(userId),
    queryFn: async ({ signal }) => (await apiRequest('/api/billing/invoices', { signal })) as InvoiceView[],
    staleTime: 5 * MINUTE,
  });
}

/** The signed-in user's invoices; idle (no data) while signed out. */
export function useInvoices() {
  const { user } = useCurrentUser();
  return useQuery({ ...invoicesQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

/** `POST /api/billing/portal` → where to manage payment methods and invoices at the provider. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: async () => (await apiRequest('/api/billing/portal', { method: 'POST' })) as BillingPortalResult,
    retry: false,
  });
}

/** Stores an `Entitlements` answer for the signed-in user (mutations answer with the new state). */
function useStoreEntitlements() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  return {
    store: (entitlements: Entitlements) => {
      if (user) queryClient.setQueryData(billingKeys.entitlements(user.id), entitlements);
    },
    refresh: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  };
}

/** `POST /api/billing/subscriptions` → a running trial, or a checkout to go to. */
export function useSubscribe() {
  const { refresh } = useStoreEntitlements();
  return useMutation({
    mutationFn: async (request: SubscribeRequest) =>
      (await apiRequest('/api/billing/subscriptions', { method: 'POST', body: request })) as SubscribeResult,
    retry: false,
    onSuccess: (result) => {
      if (result.kind === 'trial-started') void refresh();
    },
  });
}

/** `PATCH /api/billing/subscriptions/:audience` (change plan, cancel at period end, resume) → entitlements. */
export function useChangeSubscription(audience: Audience) {
  const { store } = useStoreEntitlements();
  return useMutation({
    mutationFn: async (request: ChangeSubscriptionRequest) =>
      (await apiRequest(`/api/billing/subscriptions/${audience}`, { method: 'PATCH', body: request })) as Entitlements,
    retry: false,
    onSuccess: store,
  });
}

/** `POST /api/billing/subscriptions/:audience/payment-method` → where to save a card. */
export function useAddPaymentMethod(audience: Audience) {
  return useMutation({
    mutationFn: async () =>
      (await apiRequest(`/api/billing/subscriptions/${audience}/payment-method`, { method: 'POST' })) as { checkoutUrl: string },
    retry: false,
  });
}

/** `POST /api/billing/checkout/:sessionId/complete` → entitlements (safe to repeat). */
export function useCompleteCheckout() {
  const { store } = useStoreEntitlements();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) =>
      (await apiRequest(`/api/billing/checkout/${encodeURIComponent(sessionId)}/complete`, { method: 'POST' })) as Entitlements,
    onSuccess: (entitlements) => {
      store(entitlements);
      // the first payment is a new receipt
      void queryClient.invalidateQueries({ queryKey: [...billingKeys.all, 'invoices'] });
    },
  });
}

/** The built-in test provider's checkout (`GET /api/payments/test-checkout/:id`). */
export interface TestCheckout {
  id: string;
  testMode: true;
  description: string;
  amountCents: number;
  mode: 'subscription' | 'setup';
  status: string;
  cancelUrl: string;
}

export function testCheckoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: billingKeys.testCheckout(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/payments/test-checkout/${encodeURIComponent(id)}`, { signal })) as TestCheckout,
    retry: false,
    staleTime: 0,
  });
}

/** `POST /api/payments/test-checkout/:id/pay` → `{ redirectTo }` (the checkout-complete page). */
export function usePayTestCheckout(id: string) {
  return useMutation({
    mutationFn: async () =>
      (await apiRequest(`/api/payments/test-checkout/${encodeURIComponent(id)}/pay`, { method: 'POST' })) as { redirectTo: string },
    retry: false,
  });
}
