import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/legal-page.tsx';
import { TERMS_OF_SERVICE } from '@/features/legal/terms-of-service.ts';

export const Route = createFileRoute('/terms-of-service')({
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <LegalPage document={TERMS_OF_SERVICE} />;
}
