import { createFileRoute } from '@tanstack/react-router';
import { InvestorDemoPage } from '@/features/tour/investor-demo-page.tsx';

export const Route = createFileRoute('/investor-demo')({
  component: InvestorDemoPage,
});
