import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/affiliate')({
  component: AffiliateProgramPage,
});

function AffiliateProgramPage() {
  return <ComingSoon title="Affiliate Program" summary="Refer new members to DealAcre and track your commissions." />;
}
