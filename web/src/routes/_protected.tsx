import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '@/lib/auth.ts';

/** Pages for signed-in users: a signed-out visitor goes to /login?redirect=<where they were>. */
export const Route = createFileRoute('/_protected')({
  beforeLoad: async ({ context, location }) => {
    const user = await ensureCurrentUser(context.queryClient);
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { user };
  },
});
