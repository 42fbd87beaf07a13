import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ProfilePage } from '@/features/directory/components/profile-page.tsx';
import { awaitOnServer } from '@/lib/server-render.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';

/** `/connections/{memberId}`: a member's public profile, rendered on the server (the host writes its link-preview meta). */
export const Route = createFileRoute('/connections/$memberId')({
  // the dialog a visitor asked for before signing in
  validateSearch: lazySchema(() => z.object({ open: z.enum(['connect', 'message']).optional().catch(undefined) })),
  loader: ({ context, params }) =>
    awaitOnServer(
      import('@/features/directory/api/prefetch.ts').then((directory) => directory.loadMemberProfile(context.queryClient, params.memberId)),
    ),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { memberId } = Route.useParams();
  const { open } = Route.useSearch();
  return <ProfilePage key={memberId} memberId={memberId} open={open} />;
}
