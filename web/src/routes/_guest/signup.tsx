import { createFileRoute, redirect } from '@tanstack/react-router';
import { authRedirectSearchSchema } from '@/lib/auth.ts';

/**
 * Alias of /register. Aliases redirect (replacing the history entry) instead of rendering the page a
 * second time, so every link ends on one canonical URL; the search params go along.
 */
export const Route = createFileRoute('/_guest/signup')({
  validateSearch: authRedirectSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/register', search, replace: true });
  },
});
