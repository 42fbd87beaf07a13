import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser, homePathFor } from '@/lib/auth.ts';

/**
 * Sign-in and registration pages: a signed-in visitor is sent to /admin (administrators) or
 * /member-dashboard instead (spec section 4). If the session cannot be checked, the page shows.
 */
export const Route = createFileRoute('/_guest')({
  beforeLoad: async ({ context }) => {
    const user = await ensureCurrentUser(context.queryClient).catch(() => null);
    if (user) throw redirect({ to: homePathFor(user), replace: true });
  },
});
