import type { QueryClient } from '@tanstack/react-query';
import { ClientOnly, createRootRouteWithContext, HeadContent, Link, Outlet, Scripts, useLocation, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ErrorPage } from '@/components/layout/error-page.tsx';
import { NotFoundPage } from '@/components/layout/not-found-page.tsx';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import { TooltipProvider } from '@/components/ui/tooltip.tsx';
import { FavoriteSlotProvider, type FavoritePlacement } from '@/components/favorite-slot.tsx';
import type { MessagingHeaderSlot } from '@/components/layout/messaging-header-slot.ts';
import { MessagingSlotProvider, type ContactListing, type InquiriesPlacement, type MessagingSlots } from '@/components/messaging-slot.tsx';
import { OfferSlotProvider, type OfferListing, type OfferSlots } from '@/components/offer-slot.tsx';
import { buttonClassName } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { HelpWidget } from '@/features/help/components/help-widget.tsx';
import type { ModeSwitcherPlacement } from '@/features/identity/components/mode-switcher.tsx';
import { VerifyEmailBanner } from '@/features/identity/components/verify-email-banner.tsx';
import { ViewAsBanner } from '@/features/identity/components/view-as-banner.tsx';
import { currentUserQueryOptions, useCurrentUser } from '@/lib/auth.ts';
import { awaitOnServer } from '@/lib/server-render.ts';
import { START_APP_SCRIPT } from '@/lib/start-app.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The title, description and link-preview tags are the page's: its <title>, and the host's head (src/http/pages.ts).
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0f5132' },
    ],
    links: [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
  }),
  // the header shows the visitor's account from the first paint
  loader: ({ context }) => awaitOnServer(context.queryClient.prefetchQuery(currentUserQueryOptions)),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

/**
 * The mode switcher shows only to a signed-in user, inside the account menu or the mobile menu: its
 * code (and the dropdown menu's) is fetched once a user is signed in, not with every visitor's page.
 */
const loadModeSwitcher = () => import('@/features/identity/components/mode-switcher.tsx');
// in the server's HTML at once; its code hydrates it after the entry's, keeping the entry within its budget
const SiteFooter = lazy(() => import('@/components/layout/site-footer.tsx').then((module) => ({ default: module.SiteFooter })));
const ModeSwitcher = lazy(() => loadModeSwitcher().then((module) => ({ default: module.ModeSwitcher })));
const renderModeSwitcher = (placement: ModeSwitcherPlacement) => (
  <Suspense fallback={null}>
    <ModeSwitcher placement={placement} />
  </Suspense>
);

/**
 * Messaging fills the header's badge and bell, the listings pages' contact button and inquiry counts,
 * and keeps the realtime stream open. Its code loads on demand: the header parts and the stream once a
 * user is signed in, the contact button with a property page (the server renders it in place).
 */
const loadMessagingHeader = () => import('@/features/messaging/components/header-parts.tsx');
const MessagesLinkLabel = lazy(() => loadMessagingHeader().then((module) => ({ default: module.MessagesLinkLabel })));
const NotificationBell = lazy(() => loadMessagingHeader().then((module) => ({ default: module.NotificationBell })));
const RealtimeConnection = lazy(() => loadMessagingHeader().then((module) => ({ default: module.RealtimeConnection })));
const ContactSeller = lazy(() =>
  import('@/features/messaging/components/contact-seller.tsx').then((module) => ({ default: module.ContactSeller })),
);
const InquiriesCount = lazy(() =>
  import('@/features/messaging/components/inquiries-count.tsx').then((module) => ({ default: module.InquiriesCount })),
);

const messagingHeader: MessagingHeaderSlot = {
  // the header wraps it in a Suspense of its own, showing the link's plain label meanwhile
  messagesLabel: (placement) => <MessagesLinkLabel placement={placement} />,
  bell: () => (
    <Suspense fallback={<span className="size-10" aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  ),
};

const messagingSlots: MessagingSlots = {
  contactSeller: (listing: ContactListing) => (
    <Suspense fallback={<Skeleton className="h-10 w-full" />}>
      <ContactSeller listing={listing} />
    </Suspense>
  ),
  inquiries: (propertyId: string, placement: InquiriesPlacement) => (
    <Suspense fallback={<span className="text-slate-400">…</span>}>
      <InquiriesCount propertyId={propertyId} placement={placement} />
    </Suspense>
  ),
};

/**
 * The offers feature fills the property page's "Make an offer" (its code loads with a property page) and the
 * owner's way to the listing's offers.
 */
const MakeOfferButton = lazy(() =>
  import('@/features/offers/components/make-offer-button.tsx').then((module) => ({ default: module.MakeOfferButton })),
);
const offerSlots: OfferSlots = {
  // drawn in the browser only: a server-drawn button would take clicks that do nothing until its code came
  makeOffer: (listing: OfferListing) => (
    <ClientOnly fallback={<Skeleton className="h-10 w-full" />}>
      <Suspense fallback={<Skeleton className="h-10 w-full" />}>
        <MakeOfferButton listing={listing} />
      </Suspense>
    </ClientOnly>
  ),
  listingOffers: (propertyId: string) => (
    <Link to="/property/$id/offers" params={{ id: propertyId }} className={buttonClassName('secondary', 'md')}>
      Offers
    </Link>
  ),
};

/**
 * The favorites feature fills the favorite slot of the listings feature's cards and pages. Its code (the
 * favorites API, the upgrade dialog) loads on demand: the server renders the toggle in place, and the
 * browser hydrates it once its chunk has come; a page drawn in the browser first shows a placeholder of
 * its size.
 */
const FavoriteToggle = lazy(() =>
  import('@/features/favorites/components/favorite-toggle.tsx').then((module) => ({ default: module.FavoriteToggle })),
);
const renderFavorite = (propertyId: string, placement: FavoritePlacement) => (
  <Suspense fallback={placement === 'card' ? <span className="block size-9" aria-hidden="true" /> : <Skeleton className="h-10 w-24" />}>
    <FavoriteToggle propertyId={propertyId} placement={placement} />
  </Suspense>
);

/** Loads the app after the first paint (lib/start-app.ts); the browser keeps the server's element as it is. */
function StartApp() {
  const nonce = useRouter().options.ssr?.nonce;
  // browsers hide a script's nonce once it has run, so the hydrated attribute never matches
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START_APP_SCRIPT }} />;
}

/** The whole document: the server renders it, the browser hydrates it (entry-client.tsx). */
function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
        <StartApp />
      </body>
    </html>
  );
}

/**
 * The page renders at once; while the session loads, the parts that depend on it (the header's
 * account area, the mobile menu) show skeletons, and guarded pages wait in their `beforeLoad`
 * (showing the pending skeleton). Hiding the whole page instead would delay its data and break
 * `#anchor` links on first load.
 */
function RootLayout() {
  const { user } = useCurrentUser();
  const signedIn = user !== null;
  // the help button would sit on the message composer's send button
  const onMessages = useLocation({ select: (location) => location.pathname === '/messages' });
  useEffect(() => {
    // ready before the menu that holds it first opens
    if (signedIn) void loadModeSwitcher();
  }, [signedIn]);

  return (
    <FavoriteSlotProvider value={renderFavorite}>
      <MessagingSlotProvider value={messagingSlots}>
        <OfferSlotProvider value={offerSlots}>
          <TooltipProvider>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
            >
              Skip to content
            </a>
            <div className="flex min-h-dvh flex-col">
              <ViewAsBanner />
              <SiteHeader modeSwitcher={renderModeSwitcher} messaging={messagingHeader} />
              <VerifyEmailBanner />
              <main id="main" className="flex-1">
                <Outlet />
              </main>
              <Suspense fallback={<div className="h-72 bg-slate-900 print:hidden" />}>
                <SiteFooter />
              </Suspense>
            </div>
            {/* in the entry, not loaded later: a click on its button before a later chunk arrived would be lost */}
            {onMessages ? null : <HelpWidget />}
            <Toaster />
            {user ? (
              <Suspense fallback={null}>
                <RealtimeConnection key={user.id} userId={user.id} />
              </Suspense>
            ) : null}
          </TooltipProvider>
        </OfferSlotProvider>
      </MessagingSlotProvider>
    </FavoriteSlotProvider>
  );
}
