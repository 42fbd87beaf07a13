import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/legal-page.tsx';
import { USER_GUIDE } from '@/features/legal/user-guide.ts';

export const Route = createFileRoute('/user-guide')({
  component: UserGuidePage,
});

function UserGuidePage() {
  return <LegalPage document={USER_GUIDE} dateLabel="Updated" />;
}
