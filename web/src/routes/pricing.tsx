import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/layout/coming-soon.tsx';

export const Route = createFileRoute('/pricing')({
  component: PricingPage,
});

function PricingPage() {
  return (
    <ComingSoon
      title="Pricing"
      summary="Plans for buyers and sellers, with a 14-day trial on paid seller plans."
    />
  );
}
