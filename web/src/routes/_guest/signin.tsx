import { createFileRoute, redirect } from '@tanstack/react-router';
import { authRedirectSearchSchema } from '@/lib/auth.ts';

/**
 * Alias of /login. Aliases redirect (replacing the history entry) instead of rendering the page a
 * second time, so every link ends on one canonical URL; the search params go along.
 */
export const Route = createFileRoute('/_guest/signin')({
  validateSearch: authRedirectSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/login', search, replace: true });
  },
});
