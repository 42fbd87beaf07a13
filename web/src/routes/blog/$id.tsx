import { createFileRoute } from '@tanstack/react-router';
import { BlogArticlePage } from '@/features/blog/components/blog-article-page.tsx';

/**
 * `/blog/{slug}`: one published article, rendered on the server. The loader waits for the post (in the
 * browser too: the page needs it to choose between the article, a redirect and a 404): an old link by
 * id answers a permanent redirect to the slug, and anything that is not a published post the site's
 * 404 page (a page of its own would add to every page's first download, as this file's loader does;
 * the loader's code itself loads on demand, keeping the blog's contract out of it).
 */
export const Route = createFileRoute('/blog/$id')({
  loader: ({ context, params }) =>
    import('@/features/blog/api/prefetch.ts').then((blog) => blog.loadBlogArticle(context.queryClient, params.id)),
  component: BlogArticleRoute,
});

function BlogArticleRoute() {
  const { id } = Route.useParams();
  return <BlogArticlePage key={id} slug={id} />;
}
