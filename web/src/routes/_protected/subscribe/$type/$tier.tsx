import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/subscribe/$type/$tier')({
  component: SubscribePage,
});

function SubscribePage() {
  return <ComingSoon title="Subscribe" />;
}
