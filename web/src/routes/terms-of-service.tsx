import { createFileRoute } from '@tanstack/react-router';
import { DocumentPage } from '@/features/documents/document-page.tsx';
import { TERMS_OF_SERVICE } from '@/features/documents/terms-of-service.ts';

export const Route = createFileRoute('/terms-of-service')({
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <DocumentPage document={TERMS_OF_SERVICE} />;
}
