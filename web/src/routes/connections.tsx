import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/connections')({
  component: ConnectionsPage,
});

function ConnectionsPage() {
  return (
    <ComingSoon
      title="Connections"
      summary="Find and connect with other investors, buyers and sellers."
    />
  );
}
