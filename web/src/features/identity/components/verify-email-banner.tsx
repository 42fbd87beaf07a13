import { useLocation } from '@tanstack/react-router';
import { MailCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '@/lib/auth.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

const DISMISSED_KEY = 'dealacre:verify-email-banner-dismissed';

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function rememberDismissed(userId: string): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, userId);
  } catch {
    // storage unavailable (private mode): the banner stays dismissed until the page reloads
  }
}

/**
 * Under the header for a signed-in user whose address is not verified yet. Dismissing it hides it
 * for this account for the rest of the browser session; it is not shown on /verify-email itself.
 */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [dismissedFor, setDismissedFor] = useState(readDismissed);

  if (!user || user.emailVerified || dismissedFor === user.id || pathname === '/verify-email') return null;

  return (
    <section aria-label="Email verification" className="border-b border-amber-200 bg-amber-50 text-amber-950 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 py-3 pr-12 pl-4 sm:pl-6 lg:pl-8 relative">
        <MailCheck className="hidden size-5 shrink-0 text-amber-700 sm:block" aria-hidden="true" />
        <p className="min-w-0 flex-1 basis-64 text-sm">
          <span className="font-semibold">Please verify your email address</span>
          <span className="text-amber-900"> — we sent a link to {user.email}.</span>
        </p>
        <ResendVerificationButton label="Resend email" size="sm" />
        <button
          type="button"
          onClick={() => {
            rememberDismissed(user.id);
            setDismissedFor(user.id);
          }}
          aria-label="Dismiss"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-2 text-amber-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700 sm:right-4"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
