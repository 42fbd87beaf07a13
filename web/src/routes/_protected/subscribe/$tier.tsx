import { createFileRoute } from '@tanstack/react-router';
import { SubscribeRoutePage } from './-subscribe-route-page.tsx';

/** /subscribe/:tier is a seller plan (/subscribe/pro = /subscribe/seller/pro). */
export const Route = createFileRoute('/_protected/subscribe/$tier')({
  component: SubscribePage,
});

function SubscribePage() {
  const { tier } = Route.useParams();
  return <SubscribeRoutePage audience="seller" tier={tier} />;
}
