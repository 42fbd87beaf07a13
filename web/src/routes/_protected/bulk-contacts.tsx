import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/bulk-contacts')({
  component: BulkContactsPage,
});

function BulkContactsPage() {
  return <ComingSoon title="Bulk Contacts" />;
}
