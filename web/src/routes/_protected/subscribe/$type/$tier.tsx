import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/layout/not-found-page.tsx';
import { isAudience } from '@/features/billing/plans.ts';
import { SubscribeRoutePage } from '../-subscribe-route-page.tsx';

/** /subscribe/buyer/plus, /subscribe/seller/pro, ... */
export const Route = createFileRoute('/_protected/subscribe/$type/$tier')({
  component: SubscribePage,
});

function SubscribePage() {
  const { type, tier } = Route.useParams();
  if (!isAudience(type)) return <NotFoundPage />;
  return <SubscribeRoutePage audience={type} tier={tier} />;
}
