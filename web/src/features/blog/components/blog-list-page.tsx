import { Link } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, FileText, TriangleAlert, X } from 'lucide-react';
import { BLOG_CATEGORIES } from '@contracts/content/contracts/blog.ts';
import { PagerLink } from '@/components/pager-link.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { blogListQuery, useBlogPosts } from '../api/posts.ts';
import { categoryName } from '../format.ts';
import type { BlogSearch } from '../search-params.ts';
import { PostCard } from './post-card.tsx';

const chipClassName = cn(
  'inline-flex h-9 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 transition-colors ring-inset',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
);
const activeChip = 'bg-brand-700 text-white ring-brand-700';
const idleChip = 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:text-slate-900';

/**
 * `/blog`: the published posts, newest first, nine a page; category chips and a tag filter live in the
 * URL (`?category=&tag=&page=`), so every filtered page is a link, rendered on the server.
 */
export function BlogListPage({ search }: { search: BlogSearch }) {
  const query = blogListQuery(search);
  const { data, isPending, isError, refetch, isRefetching, isPlaceholderData } = useBlogPosts(query);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const title = search.category ? `${categoryName(search.category)} articles` : search.tag ? `Articles tagged ${search.tag}` : 'Blog';

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <title>{`${title}${query.page > 1 ? ` (page ${query.page})` : ''} | DealAcre`}</title>
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">The DealAcre blog</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
          Guides for land and property investors
        </h1>
        <p className="mt-3 text-lg leading-8 text-pretty text-slate-600">
          Finding, analyzing, financing and closing wholesale deals, written by people who do it.
        </p>
      </header>

      <nav aria-label="Blog categories" className="mt-8">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          <li>
            <Link
              to="/blog"
              search={search.tag ? { tag: search.tag } : {}}
              aria-current={search.category ? undefined : 'page'}
              className={cn(chipClassName, search.category ? idleChip : activeChip)}
            >
              All articles
            </Link>
          </li>
          {BLOG_CATEGORIES.map((category) => {
            const active = search.category === category.slug;
            return (
              <li key={category.slug}>
                <Link
                  to="/blog"
                  // choosing the active category again clears it
                  search={{ category: active ? undefined : category.slug, tag: search.tag }}
                  aria-current={active ? 'page' : undefined}
                  className={cn(chipClassName, active ? activeChip : idleChip)}
                >
                  {category.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {search.tag ? (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>Tagged</span>
          <Link
            to="/blog"
            search={{ category: search.category }}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
          >
            #{search.tag}
            <X className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(remove this filter)</span>
          </Link>
        </p>
      ) : null}

      <section aria-label="Articles" aria-busy={isPending || isPlaceholderData} className="mt-8">
        {isPending ? (
          <ListSkeleton />
        ) : isError ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center">
            <TriangleAlert className="size-10 text-red-500" aria-hidden="true" />
            <p className="text-lg font-semibold text-slate-900">The articles could not be loaded</p>
            <Button variant="secondary" onClick={() => void refetch()} disabled={isRefetching}>
              {isRefetching ? 'Trying again...' : 'Try again'}
            </Button>
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState filtered={Boolean(search.category || search.tag)} />
        ) : (
          <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', isPlaceholderData && 'opacity-60')}>
            {data.items.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} eagerImage={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {data && pages > 1 ? (
        <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4 border-t border-slate-200 pt-6">
          <PagerLink to="/blog" search={{ ...search, page: query.page > 2 ? query.page - 1 : undefined }} disabled={query.page <= 1}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Newer
          </PagerLink>
          <p className="text-sm text-slate-600">
            Page {Math.min(query.page, pages)} of {pages}
          </p>
          <PagerLink to="/blog" search={{ ...search, page: query.page + 1 }} disabled={query.page >= pages}>
            Older
            <ArrowRight className="size-4" aria-hidden="true" />
          </PagerLink>
        </nav>
      ) : null}
    </div>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <FileText className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">{filtered ? 'No articles match this filter yet' : 'No articles yet'}</p>
      <p className="max-w-md text-slate-600">
        {filtered
          ? 'Try another category, or read everything we have written so far.'
          : 'Our first guides are on their way. Check back soon.'}
      </p>
      {filtered ? (
        <Link to="/blog" className={cn(buttonClassName('secondary'), 'mt-2')}>
          See all articles
        </Link>
      ) : null}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading articles...</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
