import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthCard } from '@/features/identity/components/auth-card.tsx';
import { AutoLoginExchange } from '@/features/identity/components/auto-login-exchange.tsx';
import { authRedirectSearchSchema, ensureCurrentUser, homePathFor, isLocalPath } from '@/lib/auth.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';

const searchSchema = lazySchema(() =>
  authRedirectSearchSchema.extend({
    token: z.string().trim().min(1).max(200).optional().catch(undefined),
  }),
);

/**
 * A single-use sign-in link from an email: /auto-login?token=…&redirect=/path. It is a protected
 * page (spec section 2), but outside the `_protected` layout because its visitor is normally signed
 * out: with a token the page signs them in; a signed-in visitor goes straight on; a signed-out
 * visitor without a token meets the usual guard (/login?redirect=…).
 */
export const Route = createFileRoute('/auto-login')({
  validateSearch: searchSchema,
  beforeLoad: async ({ context, location, search }) => {
    const user = await ensureCurrentUser(context.queryClient);
    if (user) {
      const target = search.redirect && isLocalPath(search.redirect) ? search.redirect : homePathFor(user);
      throw redirect({ href: target, replace: true });
    }
    if (!search.token) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: AutomaticSignInPage,
});

function AutomaticSignInPage() {
  const { token, redirect: target } = Route.useSearch();
  return <AuthCard title="Automatic Sign-In">{token ? <AutoLoginExchange token={token} redirect={target} /> : null}</AuthCard>;
}
