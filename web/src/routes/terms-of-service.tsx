import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/terms-of-service')({
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <ComingSoon title="Terms of Service" />;
}
