import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Follows a URL the server handed out (a checkout, its result): a path on this site (or an absolute
 * URL of this origin) is opened in the app; anywhere else (e.g. Stripe) is a full page load.
 */
export function useGoToUrl() {
  const navigate = useNavigate();
  return useCallback(
    (url: string, options: { replace?: boolean } = {}) => {
      const target = new URL(url, window.location.origin);
      if (target.origin !== window.location.origin) {
        window.location.assign(target.href);
        return;
      }
      void navigate({ href: `${target.pathname}${target.search}${target.hash}`, replace: options.replace });
    },
    [navigate],
  );
}
