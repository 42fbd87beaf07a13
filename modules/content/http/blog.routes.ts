import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import { ValidationError } from '../../shared/kernel/errors.ts';
import { adminsOnly, type HttpContext } from '../../shared/kernel/module.ts';
import { displayFileName } from '../../shared/kernel/text.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { CreateBlogPost } from '../application/commands/create-blog-post/create-blog-post.command.ts';
import { DeleteBlogPost } from '../application/commands/delete-blog-post/delete-blog-post.command.ts';
import { PublishBlogPost } from '../application/commands/publish-blog-post/publish-blog-post.command.ts';
import { UnpublishBlogPost } from '../application/commands/unpublish-blog-post/unpublish-blog-post.command.ts';
import { UpdateBlogPost } from '../application/commands/update-blog-post/update-blog-post.command.ts';
import {
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_RULE,
  UploadBlogImage,
} from '../application/commands/upload-blog-image/upload-blog-image.command.ts';
import { PreviewBlogPost } from '../application/queries/preview-blog-post/preview-blog-post.query.ts';
import { GetAdminBlogPost } from '../application/reports/get-admin-blog-post/get-admin-blog-post.query.ts';
import { GetBlogFeed } from '../application/reports/get-blog-feed/get-blog-feed.query.ts';
import { GetBlogPost } from '../application/reports/get-blog-post/get-blog-post.query.ts';
import { ListAdminBlogPosts } from '../application/reports/list-admin-blog-posts/list-admin-blog-posts.query.ts';
import { ListBlogPosts } from '../application/reports/list-blog-posts/list-blog-posts.query.ts';
import {
  blogPostChangesSchema,
  blogPostRequestSchema,
  blogPreviewRequestSchema,
  listAdminBlogPostsQuerySchema,
  listBlogPostsQuerySchema,
  publishBlogPostRequestSchema,
} from '../contracts/blog-requests.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG } from '../domain/blog-post.errors.ts';

/** Per client address, like the other public reads; browsers and proxies keep an answer for 5 minutes. */
const BLOG_READS = { name: 'content:blog:address', limit: 120, windowSeconds: 60 };
const PUBLIC_CACHE = 'public, max-age=300';
/** Feed readers poll; like the sitemap, limited per address, and kept 10 minutes. */
const FEED_READS = { name: 'content:blog-feed:address', limit: 60, windowSeconds: 60 };
const FEED_CACHE = 'public, max-age=600';
const PRIVATE = 'private, no-store';

const receiveImage = multer({
  storage: multer.memoryStorage(),
  // browsers send file names in UTF-8 (busboy's default, latin1, would show "Café" as "CafÃ©")
  defParamCharset: 'utf8',
  limits: { fileSize: BLOG_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single('image');
const UNREADABLE_FORM = 'Send one image in the "image" field of a multipart form (multipart/form-data).';

/** Reads the multipart `image` field into memory; a file over the limit is a 413 (answered here: null). */
function imageField(req: Request, res: Response): Promise<Express.Multer.File | null> {
  return new Promise((resolve, reject) => {
    receiveImage(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        res.status(413).json({ message: `The image is larger than 10 MB. ${BLOG_IMAGE_RULE}`, code: 'image_too_large' });
        resolve(null);
      } else if (error || !req.file) {
        reject(new ValidationError(UNREADABLE_FORM, [{ path: ['image'], message: UNREADABLE_FORM }]));
      } else {
        resolve(req.file);
      }
    });
  });
}

/** The blog: public reads, the RSS feed and the administrators' calls (modules/content/contracts/blog.ts). */
export function blogRouter({ commands, queries, rateLimit }: HttpContext): Router {
  const router = Router();
  const reads = rateLimit(BLOG_READS);

  router.get('/blog/rss.xml', rateLimit(FEED_READS), async (_req, res) => {
    res
      .set('Cache-Control', FEED_CACHE)
      .type('application/rss+xml; charset=utf-8')
      .send(await queries.ask(GetBlogFeed, undefined, null));
  });

  router.get('/api/blog/posts', reads, async (req, res) => {
    const { category, tag, page, pageSize } = parseInput(listBlogPostsQuerySchema, req.query, 'Invalid blog query');
    const filter = { category: category || undefined, tag: tag || undefined, page, pageSize };
    res.set('Cache-Control', PUBLIC_CACHE).json(await queries.ask(ListBlogPosts, filter, res.locals.actor));
  });

  router.get('/api/blog/posts/:slugOrId', reads, async (req, res) => {
    res.set('Cache-Control', PUBLIC_CACHE).json(await queries.ask(GetBlogPost, { slugOrId: req.params.slugOrId }, res.locals.actor));
  });

  // settled before the request is read: a visitor gets 401, a member 403, whatever they send
  router.use('/api/admin/blog', adminsOnly(ONLY_ADMINS_WRITE_THE_BLOG));

  router.get('/api/admin/blog/posts', async (req, res) => {
    const { status, q, page } = parseInput(listAdminBlogPostsQuerySchema, req.query, 'Invalid blog query');
    res
      .set('Cache-Control', PRIVATE)
      .json(await queries.ask(ListAdminBlogPosts, { status: status || undefined, q: q || undefined, page }, res.locals.actor));
  });
  router.get('/api/admin/blog/posts/:id', async (req, res) => {
    res.set('Cache-Control', PRIVATE).json(await queries.ask(GetAdminBlogPost, { id: req.params.id }, res.locals.actor));
  });
  router.post('/api/admin/blog/posts', async (req, res) => {
    res
      .status(201)
      .json(
        await commands.execute(CreateBlogPost, parseInput(blogPostRequestSchema, req.body ?? {}, 'Invalid blog post'), res.locals.actor),
      );
  });
  router.patch('/api/admin/blog/posts/:id', async (req, res) => {
    const changes = parseInput(blogPostChangesSchema, req.body ?? {}, 'Invalid blog post');
    res.json(await commands.execute(UpdateBlogPost, { id: req.params.id, changes }, res.locals.actor));
  });
  router.post('/api/admin/blog/posts/:id/publish', async (req, res) => {
    const { at } = parseInput(publishBlogPostRequestSchema, req.body ?? {}, 'Invalid publication time');
    res.json(await commands.execute(PublishBlogPost, { id: req.params.id, at }, res.locals.actor));
  });
  router.post('/api/admin/blog/posts/:id/unpublish', async (req, res) => {
    res.json(await commands.execute(UnpublishBlogPost, { id: req.params.id }, res.locals.actor));
  });
  router.delete('/api/admin/blog/posts/:id', async (req, res) => {
    await commands.execute(DeleteBlogPost, { id: req.params.id }, res.locals.actor);
    res.status(204).end();
  });
  router.post('/api/admin/blog/preview', async (req, res) => {
    const { markdown } = parseInput(blogPreviewRequestSchema, req.body ?? {}, 'Invalid preview');
    res.set('Cache-Control', PRIVATE).json(await queries.ask(PreviewBlogPost, { markdown }, res.locals.actor));
  });
  router.post('/api/admin/blog/images', async (req, res) => {
    const file = await imageField(req, res);
    if (!file) return;
    // the name is only shown back in messages: control and text-direction characters are dropped
    res
      .status(201)
      .json(await commands.execute(UploadBlogImage, { name: displayFileName(file.originalname), data: file.buffer }, res.locals.actor));
  });

  return router;
}
