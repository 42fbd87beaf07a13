import { createFileRoute } from '@tanstack/react-router';
import { DirectoryPage } from '@/features/directory/components/directory-page.tsx';
import { connectionsSearchSchema } from '@/features/directory/search-params.ts';
import { awaitOnServer } from '@/lib/server-render.ts';

/**
 * `/connections`: the public directory of members who opted in (filters and page in the URL), and for a
 * signed-in member their own connections (`?view=mine`). The prefetch code loads on demand, keeping the
 * directory's contract out of every page's first download; the server renders the directory.
 */
export const Route = createFileRoute('/connections/')({
  validateSearch: connectionsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    awaitOnServer(
      import('@/features/directory/api/prefetch.ts').then((directory) => directory.prefetchDirectory(context.queryClient, deps)),
    ),
  component: ConnectionsRoute,
});

function ConnectionsRoute() {
  return <DirectoryPage search={Route.useSearch()} />;
}
