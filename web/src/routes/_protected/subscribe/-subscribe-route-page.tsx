import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { SubscribePage } from '../../../features/billing/components/subscribe-page.tsx';
import type { Audience } from '../../../features/billing/plans.ts';
import { useEnableSellerCapability } from '../../../features/identity/api/account.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { hasSellerCapability, useCurrentUser } from '../../../lib/auth.ts';

/**
 * The subscribe pages (/subscribe/:type/:tier and /subscribe/:tier): the billing feature's
 * confirmation, with the identity feature's seller capability switch for seller plans.
 */
export function SubscribeRoutePage({ audience, tier }: { audience: Audience; tier: string }) {
  const { user } = useCurrentUser();
  return <SubscribePage audience={audience} tier={tier} isSeller={hasSellerCapability(user)} enableSeller={<EnableSellerButton />} />;
}

function EnableSellerButton() {
  const enableSeller = useEnableSellerCapability();
  const onEnable = () =>
    enableSeller.mutate(undefined, {
      onSuccess: () => toast({ title: 'Seller capability enabled', description: 'You can now choose a seller plan.' }),
      onError: (error) =>
        toast({
          title: 'Could not enable seller capability',
          description: serverMessage(error) ?? 'Something went wrong',
          variant: 'destructive',
        }),
    });
  return (
    <Button size="sm" onClick={onEnable} disabled={enableSeller.isPending}>
      {enableSeller.isPending ? <Spinner /> : null}
      {enableSeller.isPending ? 'Enabling...' : 'Enable seller capability'}
    </Button>
  );
}
