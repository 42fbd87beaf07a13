import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/_admin/admin/')({
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  return <ComingSoon title="Admin Dashboard" />;
}
