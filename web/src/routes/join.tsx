import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/join')({
  component: JoinDealAcrePage,
});

function JoinDealAcrePage() {
  return (
    <ComingSoon
      title="Join DealAcre"
      summary="Create a free buyer account, or list properties under a seller plan."
    />
  );
}
