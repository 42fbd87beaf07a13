import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/member-dashboard')({
  component: MemberDashboardPage,
});

function MemberDashboardPage() {
  return <ComingSoon title="Member Dashboard" />;
}
