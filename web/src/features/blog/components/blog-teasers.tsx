import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { blogPostsQueryOptions, TEASER_COUNT, TEASERS_QUERY } from '../api/posts.ts';
import { PostCard } from './post-card.tsx';

/**
 * The homepage's blog teasers (spec section 2): the three newest articles and a link to all of them.
 * The homepage's loader fetches them with the listings, so the server renders them; a failed read
 * leaves the heading and the link, never an error in the middle of the homepage. `id` is the
 * section's anchor (given by the lazy wrapper).
 */
export function BlogTeasers({ id }: { id: string }) {
  const { data, isPending } = useQuery(blogPostsQueryOptions(TEASERS_QUERY));
  const posts = data?.items ?? [];

  return (
    <section id={id} aria-labelledby="blog-teasers-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl space-y-2">
          <h2 id="blog-teasers-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            From the blog
          </h2>
          <p className="text-slate-600">Guides on land investing, wholesaling, joint ventures and running the numbers.</p>
        </div>
        {/* beside the heading from the tablet up; under the cards on a phone */}
        <div className="hidden sm:block">
          <Link to="/blog" className={buttonClassName('secondary')}>
            All articles
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
      {isPending ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: TEASER_COUNT }, (_, index) => (
            <Skeleton key={index} className="h-96 rounded-2xl" />
          ))}
        </div>
      ) : posts.length > 0 ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Latest articles">
          {posts.map((post, index) => (
            // two cards side by side on a tablet: the third waits for the desktop's three columns
            <li key={post.id} className={cn(index === 2 && 'sm:hidden lg:block')}>
              <PostCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          Our first articles are on their way.
        </p>
      )}
      <div className="mt-8 sm:hidden">
        <Link to="/blog" className={cn(buttonClassName('secondary'), 'w-full')}>
          All articles
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
