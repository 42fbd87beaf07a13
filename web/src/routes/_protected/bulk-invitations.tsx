import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/bulk-invitations')({
  component: BulkInvitationsPage,
});

function BulkInvitationsPage() {
  return <ComingSoon title="Bulk Invitations" />;
}
