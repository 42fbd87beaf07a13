import { ExternalLink, FilePlus2, Pencil, Search, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { BLOG_CATEGORIES, BLOG_STATUSES, type BlogStatus } from '@contracts/content/contracts/blog.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { useAdminPosts } from '../../api/admin-posts.ts';
import { formatLocalDateTime } from '../../admin-format.ts';
import type { BlogAdminSearch } from '../../admin-search-params.ts';
import { StatusBadge } from './status-badge.tsx';

const STATUS_FILTERS: Record<BlogStatus, string> = {
  draft: 'Drafts',
  scheduled: 'Scheduled',
  published: 'Published',
};

export type ListSearch = Pick<BlogAdminSearch, 'status' | 'q' | 'page'>;

interface PostListProps {
  search: ListSearch;
  onSearchChange: (patch: ListSearch, options?: { replace?: boolean }) => void;
  onEdit: (id: string) => void;
  onNew: () => void;
}

/** Every post in any status, newest change first: a text search, a status filter and pages, all in the URL. */
export function PostList({ search, onSearchChange, onEdit, onNew }: PostListProps) {
  const statusId = useId();
  const page = search.page ?? 1;
  const { data, isPending, isError, refetch, isPlaceholderData } = useAdminPosts({ status: search.status, q: search.q, page });
  const [text, setText] = useSearchText(search.q ?? '', (q) => onSearchChange({ q: q || undefined, page: undefined }, { replace: true }));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(search.q || search.status);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative flex-1">
          <Label htmlFor={`${statusId}-q`} className="sr-only">
            Search posts
          </Label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            id={`${statusId}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search by title, slug or excerpt"
            className="pl-9"
          />
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={statusId} className="whitespace-nowrap">
            Status
          </Label>
          <select
            id={statusId}
            value={search.status ?? ''}
            onChange={(event) => onSearchChange({ status: (event.target.value || undefined) as ListSearch['status'], page: undefined })}
            className={cn(inputClassName, 'w-auto min-w-36')}
          >
            <option value="">All posts</option>
            {BLOG_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_FILTERS[status]}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={onNew} className="sm:ml-2">
          <FilePlus2 className="size-4" aria-hidden="true" />
          New post
        </Button>
      </div>

      {isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">Loading posts...</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-20 rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-10 text-center">
          <TriangleAlert className="size-8 text-red-500" aria-hidden="true" />
          <p className="font-semibold text-slate-900">The posts could not be loaded</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-semibold text-slate-900">{filtered ? 'No posts match' : 'No posts yet'}</p>
          <p className="mt-1 text-sm text-slate-600">{filtered ? 'Try other words or another status.' : 'Write the first one.'}</p>
        </div>
      ) : (
        <ul
          aria-label="Blog posts"
          className={cn(
            'divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white',
            isPlaceholderData && 'opacity-60',
          )}
        >
          {data.items.map((post) => (
            <li key={post.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-6">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="min-w-0 font-semibold break-words text-slate-900">{post.title}</h3>
                  <StatusBadge post={post} />
                </div>
                <p className="mt-1 truncate font-mono text-xs text-slate-500">/blog/{post.slug}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {post.categories.map((slug) => BLOG_CATEGORIES.find((category) => category.slug === slug)?.name ?? slug).join(', ') ||
                    'No category'}{' '}
                  · changed {formatLocalDateTime(post.updatedAt)} · {post.authorName}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                {post.status === 'published' ? (
                  <Button variant="ghost" size="sm" asChild>
                    <a href={`/blog/${post.slug}`} target="_blank" rel="noopener">
                      <ExternalLink className="size-4" aria-hidden="true" />
                      View
                      <span className="sr-only">{` ${post.title} (opens in a new tab)`}</span>
                    </a>
                  </Button>
                ) : null}
                <Button variant="secondary" size="sm" onClick={() => onEdit(post.id)}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                  <span className="sr-only">{` ${post.title}`}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {data && pages > 1 ? (
        <nav aria-label="Pages of posts" className="flex items-center justify-between gap-4">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => onSearchChange({ page: page - 1 > 1 ? page - 1 : undefined })}
          >
            Previous
          </Button>
          <p className="text-sm text-slate-600">
            Page {page} of {pages} · {data.total} posts
          </p>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onSearchChange({ page: page + 1 })}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** Spec section 9: search debounce 300 ms. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search field's text, sent `SEARCH_DEBOUNCE_MS` after typing stops; a change from outside (Back)
 * replaces it. (Like lib/use-debounced-text, written out so this screen's chunk shares no module with
 * the search page's.)
 */
function useSearchText(value: string, commit: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const latest = useLatest(commit);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, latest]);
  return [text, setText];
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
