import { createFileRoute, Link } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { BillingSection } from '@/features/billing/components/billing-section.tsx';
import { ApiKeysSection } from '@/features/identity/components/settings/api-keys-section.tsx';
import { CapabilitiesSection } from '@/features/identity/components/settings/capabilities-section.tsx';
import { DangerZoneSection } from '@/features/identity/components/settings/danger-zone-section.tsx';
import { EmailSection } from '@/features/identity/components/settings/email-section.tsx';
import { NotificationsSection } from '@/features/identity/components/settings/notifications-section.tsx';
import { PasswordSection } from '@/features/identity/components/settings/password-section.tsx';
import { ProfileSection } from '@/features/identity/components/settings/profile-section.tsx';
import { ProofOfFundsSection } from '@/features/identity/components/settings/proof-of-funds-section.tsx';
import { SessionsSection } from '@/features/identity/components/settings/sessions-section.tsx';
import { LazyLeadMarketsSection } from '@/features/leads/components/lazy-leads.tsx';
import { BlockedMembersSection } from '@/features/messaging/components/blocked-members-section.tsx';
import { PublicProfileSection } from '@/features/directory/components/public-profile-section.tsx';
import { hasSellerCapability, useCurrentUser } from '@/lib/auth.ts';
import { awaitOnServer } from '@/lib/server-render.ts';

const SECTIONS: readonly { id: string; label: string; sellersOnly?: boolean }[] = [
  { id: 'profile', label: 'Profile' },
  { id: 'email', label: 'Email' },
  { id: 'password', label: 'Password' },
  { id: 'public-profile', label: 'Public profile' },
  { id: 'proof-of-funds', label: 'Proof of funds' },
  { id: 'capabilities', label: 'Capabilities' },
  { id: 'billing', label: 'Billing' },
  { id: 'api-keys', label: 'API keys' },
  { id: 'lead-markets', label: 'Lead markets', sellersOnly: true },
  { id: 'notifications', label: 'Notifications' },
  { id: 'blocked-members', label: 'Blocked members' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'danger-zone', label: 'Danger zone' },
];

export const Route = createFileRoute('/_protected/settings')({
  // start loading the notification switches and blocked members with the navigation; the sections show their own states
  loader: ({ context }) =>
    awaitOnServer(
      import('@/features/identity/api/notifications.ts').then((notifications) =>
        context.queryClient.prefetchQuery(notifications.notificationPreferencesQueryOptions),
      ),
      import('@/features/messaging/api/prefetch.ts').then((messaging) => messaging.prefetchBlockedMembers(context.queryClient)),
    ),
  component: SettingsPage,
});

function SettingsPage() {
  const { user } = useCurrentUser();
  // signed out from this page (sign out everywhere, delete account): it is about to be left
  if (!user) return <PageSkeleton />;
  const seller = hasSellerCapability(user);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>Settings | DealAcre</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Settings</h1>
      <p className="mt-2 text-slate-600">Your profile, password, plans and account preferences.</p>

      <div className="mt-8 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label="Settings sections" className="hidden lg:block">
          <ul className="sticky top-24 space-y-1">
            {SECTIONS.filter((section) => seller || !section.sellersOnly).map((section) => (
              <li key={section.id}>
                <Link
                  to="/settings"
                  hash={section.id}
                  className="block rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-white hover:text-slate-900"
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-6">
          <ProfileSection user={user} />
          <EmailSection user={user} />
          <PasswordSection hasPassword={user.hasPassword} />
          <PublicProfileSection userId={user.id} />
          <ProofOfFundsSection />
          <CapabilitiesSection user={user} />
          <BillingSection />
          <ApiKeysSection />
          {seller ? <LazyLeadMarketsSection user={user} /> : null}
          <NotificationsSection />
          <BlockedMembersSection />
          <SessionsSection />
          <DangerZoneSection hasPassword={user.hasPassword} />
        </div>
      </div>
    </div>
  );
}
