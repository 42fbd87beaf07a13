import { createFileRoute } from '@tanstack/react-router';
import { AffiliatePage } from '@/features/affiliate/components/affiliate-page.tsx';

/** `/affiliate`: the member's referral link, clicks, sign-ups, earnings, ledger and payouts. */
export const Route = createFileRoute('/_protected/affiliate')({
  component: AffiliatePage,
});
