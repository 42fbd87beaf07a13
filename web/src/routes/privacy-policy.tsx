import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/legal-page.tsx';
import { PRIVACY_POLICY } from '@/features/legal/privacy-policy.ts';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
