import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingPortalResultSchema,
  entitlementsSchema,
  invoiceViewSchema,
  paymentMethodCheckoutSchema,
  subscribeResultSchema,
  testCheckoutPaidSchema,
  testCheckoutSchema,
  type ChangeSubscriptionRequest,
  type Entitlements,
  type InvoiceView,
  type SubscribeRequest,
  type SubscribeResult,
  type TestCheckout,
} from '@contracts/billing/contracts/http.ts';
import type { Audience } from '@contracts/billing/contracts/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/auth.ts';
import { billingKeys } from './billing-keys.ts';

export type { Entitlements, InvoiceView, SubscribeResult, TestCheckout };

const MINUTE = 60_000;

/** `GET /api/billing/me`: the signed-in user's tiers, limits and subscriptions. */
export function entitlementsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: billingKeys.entitlements(userId),
    queryFn: async ({ signal }) => entitlementsSchema.parse(await apiRequest('/api/billing/me', { signal })),
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
    queryFn: async ({ signal }) => invoiceViewSchema.array().parse(await apiRequest('/api/billing/invoices', { signal })),
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
    mutationFn: async () => billingPortalResultSchema.parse(await apiRequest('/api/billing/portal', { method: 'POST' })),
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
      subscribeResultSchema.parse(await apiRequest('/api/billing/subscriptions', { method: 'POST', body: request })),
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
      entitlementsSchema.parse(await apiRequest(`/api/billing/subscriptions/${audience}`, { method: 'PATCH', body: request })),
    retry: false,
    onSuccess: store,
  });
}

/** `POST /api/billing/subscriptions/:audience/payment-method` → where to save a card. */
export function useAddPaymentMethod(audience: Audience) {
  return useMutation({
    mutationFn: async () =>
      paymentMethodCheckoutSchema.parse(await apiRequest(`/api/billing/subscriptions/${audience}/payment-method`, { method: 'POST' })),
    retry: false,
  });
}

/** `POST /api/billing/checkout/{session}/complete` → entitlements (safe to repeat). */
export function useCompleteCheckout() {
  const { store } = useStoreEntitlements();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) =>
      entitlementsSchema.parse(await apiRequest(`/api/billing/checkout/${encodeURIComponent(sessionId)}/complete`, { method: 'POST' })),
    onSuccess: (entitlements) => {
      store(entitlements);
      // the first payment is a new receipt
      void queryClient.invalidateQueries({ queryKey: [...billingKeys.all, 'invoices'] });
    },
  });
}

export function testCheckoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: billingKeys.testCheckout(id),
    queryFn: async ({ signal }) =>
      testCheckoutSchema.parse(await apiRequest(`/api/payments/test-checkout/${encodeURIComponent(id)}`, { signal })),
    retry: false,
    staleTime: 0,
  });
}

/** `POST /api/payments/test-checkout/:id/pay` → `{ redirectTo }` (the checkout-complete page). */
export function usePayTestCheckout(id: string) {
  return useMutation({
    mutationFn: async () =>
      testCheckoutPaidSchema.parse(await apiRequest(`/api/payments/test-checkout/${encodeURIComponent(id)}/pay`, { method: 'POST' })),
    retry: false,
  });
}
