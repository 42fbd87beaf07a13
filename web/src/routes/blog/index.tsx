import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '@/features/blog/components/blog-list-page.tsx';
import { blogSearchSchema } from '@/features/blog/search-params.ts';
import { awaitOnServer } from '@/lib/server-render.ts';

/**
 * `/blog`: published articles, newest first; the category, tag and page are typed search params. The
 * page starts loading with the navigation (the prefetch code itself loads on demand, keeping the blog's
 * contract out of every page's first download): the server renders it, the browser shows skeletons meanwhile.
 */
export const Route = createFileRoute('/blog/')({
  validateSearch: blogSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    awaitOnServer(import('@/features/blog/api/prefetch.ts').then((blog) => blog.prefetchBlogList(context.queryClient, deps))),
  component: BlogRoute,
});

function BlogRoute() {
  return <BlogListPage search={Route.useSearch()} />;
}
