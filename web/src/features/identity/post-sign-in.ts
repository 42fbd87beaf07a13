import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { homePathFor, isLocalPath, type CurrentUser } from '@/lib/auth.ts';

/** Spec sections 4 and 9: after sign-in or registration the page moves on after 100 ms. */
export const POST_SIGN_IN_DELAY_MS = 100;

/**
 * Where a user goes after signing in: the `redirect` they came with when it is a path on this site,
 * else /admin for administrators and /member-dashboard for everyone else.
 */
export function postSignInPath(user: CurrentUser, redirect?: string): string {
  return redirect && isLocalPath(redirect) ? redirect : homePathFor(user);
}

/** Navigates to `postSignInPath` after the delay (the history entry of the form is replaced). */
export function useRedirectAfterSignIn() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (user: CurrentUser, redirect?: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        void navigate({ href: postSignInPath(user, redirect), replace: true });
      }, POST_SIGN_IN_DELAY_MS);
    },
    [navigate],
  );
}
