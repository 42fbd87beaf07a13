import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, Tag } from 'lucide-react';
import type { BlogPost } from '@contracts/content/contracts/blog.ts';
import { cn } from '@/lib/utils.ts';
import { blogPostQueryOptions } from '../api/posts.ts';
import { formatPostDate, readingTimeLabel } from '../format.ts';
import { PostCard } from './post-card.tsx';
import { PostCover } from './post-cover.tsx';
import { ShareButton } from '@/components/share-button.tsx';

const backLinkClassName = 'inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900';

/**
 * `/blog/{slug}`: one article. Its route's loader has the post in the cache (on the server too), and
 * has redirected an old id to the slug and answered 404 for anything that is not a published post.
 * The HTML is the server's, rendered from Markdown and sanitized there.
 */
export function BlogArticlePage({ slug }: { slug: string }) {
  const { data: post } = useQuery(blogPostQueryOptions(slug));
  return post ? <Article post={post} /> : null;
}

function Article({ post }: { post: BlogPost }) {
  const updated = post.updatedAt.slice(0, 10) > post.publishedAt.slice(0, 10);
  return (
    <div className="pb-16">
      <title>{`${post.title} | DealAcre Blog`}</title>
      <article aria-labelledby="article-title">
        <header className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-12">
          <Link to="/blog" className={backLinkClassName}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to blog
          </Link>
          {post.categories.length > 0 ? (
            <ul aria-label="Categories" className="mt-6 flex flex-wrap gap-2">
              {post.categories.map((category) => (
                <li key={category.slug}>
                  <Link
                    to="/blog"
                    search={{ category: category.slug }}
                    className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <h1
            id="article-title"
            className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl"
          >
            {post.title}
          </h1>
          {post.excerpt ? <p className="mt-4 text-lg leading-8 text-slate-600 sm:text-xl">{post.excerpt}</p> : null}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
              <span className="font-semibold text-slate-900">{post.author.name}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
              <span aria-hidden="true">·</span>
              <span>{readingTimeLabel(post.readingMinutes)}</span>
              {updated ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span>
                    Updated <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt)}</time>
                  </span>
                </>
              ) : null}
            </p>
            <ShareButton title={post.title} what="article" size="sm" />
          </div>
        </header>

        {post.coverImageUrl ? (
          <div className="mx-auto mt-8 max-w-5xl px-4 sm:px-6">
            <PostCover url={post.coverImageUrl} alt="" eager className="rounded-2xl shadow-sm" />
          </div>
        ) : null}

        <div className="mx-auto mt-10 max-w-3xl px-4 sm:px-6">
          {/* sanitized by the server (modules/content): the same HTML the editor's preview showed */}
          <div className="blog-prose" dangerouslySetInnerHTML={{ __html: post.html }} />

          {post.tags.length > 0 ? (
            <div className="mt-10 flex items-start gap-2">
              <h2 className="sr-only">Tags</h2>
              <Tag className="mt-1.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <ul className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to="/blog"
                      search={{ tag }}
                      className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-slate-200 hover:text-slate-900"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </article>

      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <Neighbours post={post} />
      </div>

      {post.related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-5xl px-4 sm:px-6">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Related articles
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {post.related.map((related) => (
              <li key={related.id}>
                <PostCard post={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mx-auto mt-12 max-w-3xl px-4 sm:px-6">
        <Link to="/blog" className={backLinkClassName}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          All articles
        </Link>
      </div>
    </div>
  );
}

/** The next older and next newer articles. */
function Neighbours({ post }: { post: BlogPost }) {
  if (!post.previous && !post.next) return null;
  const cell =
    'group flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-xs transition-colors hover:border-brand-300 hover:bg-brand-50/40';
  return (
    <nav aria-label="More articles" className="mt-12 grid gap-4 sm:grid-cols-2">
      {post.previous ? (
        <Link to="/blog/$id" params={{ id: post.previous.slug }} rel="prev" className={cell}>
          <span className="inline-flex items-center gap-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <ArrowLeft className="size-3.5" aria-hidden="true" />
            Previous article
          </span>
          <span className="font-semibold text-slate-900 group-hover:text-brand-800">{post.previous.title}</span>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {post.next ? (
        <Link to="/blog/$id" params={{ id: post.next.slug }} rel="next" className={cn(cell, 'sm:items-end sm:text-right')}>
          <span className="inline-flex items-center gap-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Next article
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </span>
          <span className="font-semibold text-slate-900 group-hover:text-brand-800">{post.next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
