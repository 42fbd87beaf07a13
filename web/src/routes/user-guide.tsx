import { createFileRoute } from '@tanstack/react-router';
import { DocumentPage } from '@/features/documents/document-page.tsx';
import { USER_GUIDE } from '@/features/documents/user-guide.ts';

export const Route = createFileRoute('/user-guide')({
  component: UserGuidePage,
});

function UserGuidePage() {
  return <DocumentPage document={USER_GUIDE} dateLabel="Updated" />;
}
