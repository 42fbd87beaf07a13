import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { SubscribePage } from '@/features/billing/components/subscribe-page.tsx';
import type { Audience } from '@/features/billing/plans.ts';
import { useEnableSellerCapability } from '@/features/identity/api/account.ts';
import { hasSellerCapability, useCurrentUser } from '@/lib/auth.ts';

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
      onError: (error) => toastError('Could not enable seller capability', error, 'Something went wrong'),
    });
  return (
    <SubmitButton size="sm" onClick={onEnable} pending={enableSeller.isPending} pendingLabel="Enabling...">
      Enable seller capability
    </SubmitButton>
  );
}
