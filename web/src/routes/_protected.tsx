import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureCurrentUser } from '@/lib/auth.ts';

/**
 * Pages for signed-in users: a signed-out visitor goes to /login?redirect=<where they were> (a 307
 * from the server). The server runs their guards and loaders but leaves the drawing to the browser
 * (its HTML shows the page skeleton): these are forms and tools, nothing a crawler reads, and a
 * form typed into before hydration would lose the text.
 */
export const Route = createFileRoute('/_protected')({
  ssr: 'data-only',
  beforeLoad: async ({ context, location }) => {
    const user = await ensureCurrentUser(context.queryClient);
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { user };
  },
});
