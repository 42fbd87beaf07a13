import { Link } from '@tanstack/react-router';
import type { BlogPostSummary } from '@contracts/content/contracts/blog.ts';
import { cn } from '@/lib/utils.ts';
import { formatPostDate, readingTimeLabel } from '../format.ts';
import { PostCover } from './post-cover.tsx';

interface PostCardProps {
  post: BlogPostSummary;
  /** the heading level of the title in its page's outline */
  headingLevel?: 2 | 3;
  eagerImage?: boolean;
  /** categories link to the blog filtered by them (off where the card sits in a filtered list's own chips) */
  linkCategories?: boolean;
  className?: string;
}

/** One post in a list: cover, categories, title, excerpt, author, date and reading time. */
export function PostCard({ post, headingLevel = 2, eagerImage = false, linkCategories = true, className }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      {/* the title's link is the one a keyboard or screen reader meets; the cover repeats it for the pointer */}
      <Link to="/blog/$id" params={{ id: post.slug }} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <PostCover
          url={post.coverImageUrl}
          alt=""
          category={post.categories[0]}
          eager={eagerImage}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        {post.categories.length > 0 ? (
          <ul
            className="flex flex-wrap gap-x-3 gap-y-1 text-xs font-semibold tracking-wide text-brand-700 uppercase"
            aria-label="Categories"
          >
            {post.categories.map((category) => (
              <li key={category.slug}>
                {linkCategories ? (
                  <Link to="/blog" search={{ category: category.slug }} className="hover:text-brand-900 hover:underline">
                    {category.name}
                  </Link>
                ) : (
                  category.name
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <Heading className="mt-2 text-lg leading-snug font-bold text-balance text-slate-900">
          <Link to="/blog/$id" params={{ id: post.slug }} className="hover:text-brand-800 focus-visible:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{post.excerpt}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-4 text-xs text-slate-500">
          <span className="font-medium text-slate-700">{post.author.name}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingTimeLabel(post.readingMinutes)}</span>
        </p>
      </div>
    </article>
  );
}
