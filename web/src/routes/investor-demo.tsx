import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/investor-demo')({
  component: InvestorDemoPage,
});

function InvestorDemoPage() {
  return (
    <ComingSoon
      title="Investor Demo"
      summary="A guided look at how investors find and analyze deals on DealAcre."
    />
  );
}
