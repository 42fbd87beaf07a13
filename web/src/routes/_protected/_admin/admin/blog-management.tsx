import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { blogAdminSearchSchema } from '@/features/blog/admin-search-params.ts';

/**
 * `/admin/blog-management`: the site's content for administrators, in two tabs. Each tab's code loads
 * when it is first shown: the blog's posts (list and editor, `?post=`), and the help center's FAQs (`?tab=faqs`).
 */
export const Route = createFileRoute('/_protected/_admin/admin/blog-management')({
  validateSearch: blogAdminSearchSchema,
  component: ContentManagementPage,
});

const BlogPostsAdmin = lazy(() =>
  import('@/features/blog/components/admin/blog-posts-admin.tsx').then((module) => ({ default: module.BlogPostsAdmin })),
);
const FaqAdmin = lazy(() => import('@/features/content-admin/components/faq-admin.tsx').then((module) => ({ default: module.FaqAdmin })));

function ContentManagementPage() {
  const { tab, ...posts } = Route.useSearch();
  const navigate = Route.useNavigate();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>Content Management | DealAcre</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Content management</h1>
      <p className="mt-2 text-slate-600">Write and schedule blog posts, and keep the help center's answers up to date.</p>
      <Tabs
        value={tab ?? 'posts'}
        onValueChange={(next) => void navigate({ search: next === 'faqs' ? { tab: 'faqs' } : {} })}
        className="mt-6"
      >
        <TabsList aria-label="Content" className="w-fit">
          <TabsTrigger value="posts">Blog posts</TabsTrigger>
          <TabsTrigger value="faqs">Help center FAQs</TabsTrigger>
        </TabsList>
        <TabsContent value="posts" className="mt-6">
          <Suspense fallback={<PanelSkeleton />}>
            <BlogPostsAdmin
              search={posts}
              // opening or leaving the editor starts at the top; filtering and paging keep the place
              onSearchChange={(patch, options) =>
                void navigate({
                  search: (previous) => ({ ...previous, ...patch }),
                  replace: options?.replace,
                  ignoreBlocker: options?.ignoreBlocker,
                  resetScroll: 'post' in patch,
                })
              }
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="faqs" className="mt-6">
          <Suspense fallback={<PanelSkeleton />}>
            <FaqAdmin />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function PanelSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-11" />
      <Skeleton className="h-20 rounded-xl" />
      <Skeleton className="h-20 rounded-xl" />
    </div>
  );
}
