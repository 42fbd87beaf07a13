import { Link } from '@tanstack/react-router';
import { ShoppingBag, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { hasSellerCapability } from '@/lib/auth.ts';
import { useEnableSellerCapability } from '../../api/account.ts';
import { textLinkClassName } from '../auth-card.tsx';
import { SettingsSection } from '@/components/ui/settings-section.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';

export function CapabilitiesSection({ user }: { user: CurrentUser }) {
  const enableSeller = useEnableSellerCapability();
  const isSeller = hasSellerCapability(user);

  const onEnable = () =>
    enableSeller.mutate(undefined, {
      onSuccess: () => toast({ title: 'Seller capability enabled', description: 'You can now switch to seller mode.' }),
      onError: (error) => toastError('Could not enable seller capability', error, 'Something went wrong'),
    });

  return (
    <SettingsSection
      id="capabilities"
      title="Capabilities"
      description="What you can do on DealAcre. Switch between them with the mode switcher in the menu."
    >
      <ul className="divide-y divide-slate-100">
        <Capability icon={<ShoppingBag className="size-5" aria-hidden="true" />} name="Buyer" status={<ActiveBadge />}>
          Browse deals, save favorites and contact sellers. Every account is a buyer.
        </Capability>
        <Capability
          icon={<Store className="size-5" aria-hidden="true" />}
          name="Seller"
          status={isSeller ? <ActiveBadge /> : null}
          action={
            isSeller ? null : (
              <SubmitButton onClick={onEnable} pending={enableSeller.isPending} pendingLabel="Enabling...">
                Enable seller capability
              </SubmitButton>
            )
          }
        >
          Sellers and wholesalers post properties under a paid monthly plan, with a 14-day trial on paid plans.{' '}
          {isSeller
            ? 'Choose a plan when you list your first property. '
            : 'Enabling the capability is free; you pick a plan when you post. '}
          <Link to="/pricing" className={textLinkClassName}>
            See seller plans
          </Link>
        </Capability>
      </ul>
    </SettingsSection>
  );
}

function ActiveBadge() {
  return (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">Active</span>
  );
}

interface CapabilityProps {
  icon: ReactNode;
  name: string;
  status: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

function Capability({ icon, name, status, action, children }: CapabilityProps) {
  return (
    <li className="flex flex-col gap-4 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            {name}
            {status}
          </p>
          <p className="mt-1 text-sm text-slate-600">{children}</p>
        </div>
      </div>
      {action ? <div className="shrink-0 sm:pl-4">{action}</div> : null}
    </li>
  );
}
