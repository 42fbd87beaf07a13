import { createFileRoute } from '@tanstack/react-router';
import { DocumentPage } from '@/features/documents/document-page.tsx';
import { PRIVACY_POLICY } from '@/features/documents/privacy-policy.ts';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <DocumentPage document={PRIVACY_POLICY} />;
}
