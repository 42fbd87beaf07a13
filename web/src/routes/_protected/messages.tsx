import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { MessagesPage } from '@/features/messaging/components/messages-page.tsx';
import { useCurrentUser } from '@/lib/auth.ts';
import { awaitOnServer } from '@/lib/server-render.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';

/** `?c=<conversation id>`: the conversation shown; a malformed id shows the list alone. */
const messagesSearchSchema = lazySchema(() =>
  z.object({
    c: z.uuid().optional().catch(undefined),
  }),
);

export const Route = createFileRoute('/_protected/messages')({
  validateSearch: messagesSearchSchema,
  loaderDeps: ({ search }) => ({ c: search.c }),
  // the list, and the chosen conversation's newest messages, start loading with the navigation (the
  // prefetch code itself loads on demand, keeping it out of every page's first download)
  loader: ({ context, deps }) =>
    awaitOnServer(
      import('@/features/messaging/api/prefetch.ts').then((messaging) => messaging.prefetchMessagesPage(context.queryClient, deps.c)),
    ),
  component: MessagesRoute,
});

function MessagesRoute() {
  const { c } = Route.useSearch();
  const { user } = useCurrentUser();
  if (!user) return <PageSkeleton />;
  return <MessagesPage selectedId={c} me={user.id} />;
}
