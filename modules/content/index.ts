import type { ModuleDefinition } from '../shared/kernel/module.ts';
import { createFaqCategory } from './application/commands/create-faq-category/create-faq-category.handler.ts';
import { createFaq } from './application/commands/create-faq/create-faq.handler.ts';
import { deleteFaqCategory } from './application/commands/delete-faq-category/delete-faq-category.handler.ts';
import { deleteFaq } from './application/commands/delete-faq/delete-faq.handler.ts';
import { reorderFaqCategories } from './application/commands/reorder-faq-categories/reorder-faq-categories.handler.ts';
import { reorderFaqs } from './application/commands/reorder-faqs/reorder-faqs.handler.ts';
import { updateFaqCategory } from './application/commands/update-faq-category/update-faq-category.handler.ts';
import { updateFaq } from './application/commands/update-faq/update-faq.handler.ts';
import { listFaqCategories } from './application/reports/list-faq-categories/list-faq-categories.handler.ts';
import { listFaqs } from './application/reports/list-faqs/list-faqs.handler.ts';
import { getSitemap } from './application/reports/get-sitemap/get-sitemap.handler.ts';
import { createBlogPost } from './application/commands/create-blog-post/create-blog-post.handler.ts';
import { deleteBlogPost } from './application/commands/delete-blog-post/delete-blog-post.handler.ts';
import { publishBlogPost } from './application/commands/publish-blog-post/publish-blog-post.handler.ts';
import { PublishScheduledPosts } from './application/commands/publish-scheduled-posts/publish-scheduled-posts.command.ts';
import { publishScheduledPosts } from './application/commands/publish-scheduled-posts/publish-scheduled-posts.handler.ts';
import { unpublishBlogPost } from './application/commands/unpublish-blog-post/unpublish-blog-post.handler.ts';
import { updateBlogPost } from './application/commands/update-blog-post/update-blog-post.handler.ts';
import { uploadBlogImage } from './application/commands/upload-blog-image/upload-blog-image.handler.ts';
import { previewBlogPost } from './application/queries/preview-blog-post/preview-blog-post.handler.ts';
import { getAdminBlogPost } from './application/reports/get-admin-blog-post/get-admin-blog-post.handler.ts';
import { getBlogFeed } from './application/reports/get-blog-feed/get-blog-feed.handler.ts';
import { getBlogPost } from './application/reports/get-blog-post/get-blog-post.handler.ts';
import { listAdminBlogPosts } from './application/reports/list-admin-blog-posts/list-admin-blog-posts.handler.ts';
import { listBlogPosts } from './application/reports/list-blog-posts/list-blog-posts.handler.ts';
import { FaqCategorySchema } from './domain/faq-category.entity.ts';
import { FaqSchema } from './domain/faq.entity.ts';
import { BlogPostSchema } from './domain/blog-post.entity.ts';
import { blogPageMeta } from './http/blog-page-meta.ts';
import { contentRouter } from './http/content.routes.ts';
import { uploadBlogImageEndpoint } from './http/upload-blog-image.endpoint.ts';
import { ContentSchema } from './migrations/content-0001-schema.ts';
import { ContentFaqs } from './migrations/content-0002-faqs.ts';
import { ContentStarterFaqs } from './migrations/content-0003-starter-faqs.ts';
import { ContentSavedSearchFaq } from './migrations/content-0004-saved-search-faq.ts';
import { ContentBlog } from './migrations/content-0005-blog.ts';
import { ContentStarterPosts } from './migrations/content-0006-starter-posts.ts';
import { ContentPlaceholderBylines } from './migrations/content-0007-placeholder-bylines.ts';

/**
 * Owns blog, FAQs and help widget data, static pages, sitemap. So far: the help widget's FAQs, the blog (posts, scheduling, RSS), the sitemap and robots.txt.
 * Its JSON endpoints are declared with their use cases; the image upload is declared with a handler of its own; the routes serve the sitemap, robots.txt and the RSS feed.
 */
export const contentModule: ModuleDefinition = {
  name: 'content',
  entities: [FaqCategorySchema, FaqSchema, BlogPostSchema],
  migrations: [
    { name: 'content-0001-schema', class: ContentSchema },
    { name: 'content-0002-faqs', class: ContentFaqs },
    { name: 'content-0003-starter-faqs', class: ContentStarterFaqs },
    { name: 'content-0004-saved-search-faq', class: ContentSavedSearchFaq },
    { name: 'content-0005-blog', class: ContentBlog },
    { name: 'content-0006-starter-posts', class: ContentStarterPosts },
    { name: 'content-0007-placeholder-bylines', class: ContentPlaceholderBylines },
  ],
  commands: [
    createFaq,
    updateFaq,
    deleteFaq,
    reorderFaqs,
    createFaqCategory,
    updateFaqCategory,
    deleteFaqCategory,
    reorderFaqCategories,
    createBlogPost,
    updateBlogPost,
    publishBlogPost,
    unpublishBlogPost,
    deleteBlogPost,
    uploadBlogImage,
    publishScheduledPosts,
  ],
  queries: [
    listFaqs,
    listFaqCategories,
    getSitemap,
    listBlogPosts,
    getBlogPost,
    listAdminBlogPosts,
    getAdminBlogPost,
    getBlogFeed,
    previewBlogPost,
  ],
  routes: {
    under: ['/blog/rss.xml', '/robots.txt', '/sitemap.xml', '/sitemaps'],
    router: contentRouter,
  },
  endpoints: [uploadBlogImageEndpoint],
  pageMeta: blogPageMeta,
  jobs: [{ name: 'content.publish-scheduled-posts', everyMs: 60_000, command: PublishScheduledPosts }],
};
