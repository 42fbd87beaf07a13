import { createFileRoute, redirect } from '@tanstack/react-router';
import { isAdmin } from '@/lib/auth.ts';

/** Administrator pages, inside the signed-in guard: other users are sent to / (spec section 2). */
export const Route = createFileRoute('/_protected/_admin')({
  beforeLoad: ({ context }) => {
    if (!isAdmin(context.user)) throw redirect({ to: '/', replace: true });
  },
});
