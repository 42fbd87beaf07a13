import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/admin-dashboard` (spec section 2) is the back office's overview at `/admin`. */
export const Route = createFileRoute('/_protected/_admin/admin-dashboard')({
  beforeLoad: () => {
    throw redirect({ to: '/admin', replace: true });
  },
});
