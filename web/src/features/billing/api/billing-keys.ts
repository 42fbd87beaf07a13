/**
 * The one query-key factory of the billing feature. What a user may do is cached per account, so
 * a different account signing in never sees the previous one's plans.
 */
export const billingKeys = {
  all: ['billing'] as const,
  entitlements: (userId: string) => [...billingKeys.all, 'entitlements', userId] as const,
  invoices: (userId: string) => [...billingKeys.all, 'invoices', userId] as const,
  testCheckout: (id: string) => [...billingKeys.all, 'test-checkout', id] as const,
};
