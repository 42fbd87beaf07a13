import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CheckoutCompletePage } from '@/features/billing/components/checkout-complete-page.tsx';
import { lazySchema } from '@/lib/lazy-schema.ts';

/** `?session_id=` from the payment provider's redirect. */
const searchSchema = lazySchema(() =>
  z.object({
    session_id: z.string().trim().min(1).max(200).optional().catch(undefined),
  }),
);

export const Route = createFileRoute('/_protected/billing/checkout-complete')({
  validateSearch: searchSchema,
  component: CheckoutCompleteRoute,
});

function CheckoutCompleteRoute() {
  const { session_id: sessionId } = Route.useSearch();
  return <CheckoutCompletePage sessionId={sessionId} />;
}
