import { createFileRoute } from '@tanstack/react-router';
import { TestCheckoutPage } from '@/features/billing/components/test-checkout-page.tsx';

/** The built-in test payment provider's checkout page (TEST MODE; no card is charged). */
export const Route = createFileRoute('/_protected/billing/test-checkout/$id')({
  component: TestCheckoutRoute,
});

function TestCheckoutRoute() {
  const { id } = Route.useParams();
  return <TestCheckoutPage id={id} />;
}
