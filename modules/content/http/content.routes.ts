import { Router, type Response } from 'express';
import { NotFoundError } from '../../shared/kernel/errors.ts';
import { adminsOnly, type HttpContext } from '../../shared/kernel/module.ts';
import { isUuid } from '../../shared/kernel/ids.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { CreateFaqCategory } from '../application/commands/create-faq-category/create-faq-category.command.ts';
import { CreateFaq } from '../application/commands/create-faq/create-faq.command.ts';
import { DeleteFaqCategory } from '../application/commands/delete-faq-category/delete-faq-category.command.ts';
import { DeleteFaq } from '../application/commands/delete-faq/delete-faq.command.ts';
import { ReorderFaqCategories } from '../application/commands/reorder-faq-categories/reorder-faq-categories.command.ts';
import { ReorderFaqs } from '../application/commands/reorder-faqs/reorder-faqs.command.ts';
import { UpdateFaqCategory } from '../application/commands/update-faq-category/update-faq-category.command.ts';
import { UpdateFaq } from '../application/commands/update-faq/update-faq.command.ts';
import { ListFaqCategories } from '../application/reports/list-faq-categories/list-faq-categories.query.ts';
import { ListFaqs } from '../application/reports/list-faqs/list-faqs.query.ts';
import { GetSitemap } from '../application/reports/get-sitemap/get-sitemap.query.ts';
import { robotsTxt } from '../application/sitemap.ts';
import { FaqCategoryNotFoundError, FaqNotFoundError, ONLY_ADMINS } from '../domain/faq.errors.ts';
import { blogRouter } from './blog.routes.ts';
import {
  createFaqRequestSchema,
  faqCategoryRequestSchema,
  listFaqsQuerySchema,
  reorderRequestSchema,
  updateFaqRequestSchema,
} from '../contracts/http.ts';

/** Per client address, like the other public reads; browsers and proxies keep an answer for 5 minutes. */
const FAQ_READS = { name: 'content:faqs:address', limit: 120, windowSeconds: 60 };
const PUBLIC_CACHE = 'public, max-age=300';
/** Crawlers fetch these now and then; an hour-old sitemap is fine. */
const SITEMAP_READS = { name: 'content:sitemap:address', limit: 60, windowSeconds: 60 };
const SITEMAP_CACHE = 'public, max-age=3600';

/** The sitemap, robots.txt, the help widget's FAQs and their administration (modules/content/contracts/http.ts), and the blog (blog.routes.ts). */
export function contentRouter(context: HttpContext): Router {
  const { commands, queries, rateLimit, settings } = context;
  const router = Router();
  router.use(blogRouter(context));
  const sitemapReads = rateLimit(SITEMAP_READS);

  const sendXml = (res: Response, xml: string | null) => {
    if (xml === null) throw new NotFoundError('There is no such sitemap');
    res.set('Cache-Control', SITEMAP_CACHE).type('application/xml').send(xml);
  };
  router.get('/robots.txt', sitemapReads, (_req, res) => {
    res.set('Cache-Control', SITEMAP_CACHE).type('text/plain').send(robotsTxt(settings.publicUrl));
  });
  router.get('/sitemap.xml', sitemapReads, async (_req, res) => sendXml(res, await queries.ask(GetSitemap, { file: 'root' }, null)));
  router.get('/sitemaps/pages.xml', sitemapReads, async (_req, res) =>
    sendXml(res, await queries.ask(GetSitemap, { file: 'pages' }, null)),
  );
  router.get(/^\/sitemaps\/(blog|listings)-(\d{1,6})\.xml$/, sitemapReads, async (req, res) =>
    sendXml(res, await queries.ask(GetSitemap, { file: req.params[0] as 'blog' | 'listings', part: Number(req.params[1]) }, null)),
  );
  const reads = rateLimit(FAQ_READS);
  const faqId = (value: string) => {
    if (!isUuid(value)) throw new FaqNotFoundError();
    return value;
  };
  const categoryId = (value: string) => {
    if (!isUuid(value)) throw new FaqCategoryNotFoundError();
    return value;
  };

  router.get('/api/faqs/categories', reads, async (_req, res) => {
    res.set('Cache-Control', PUBLIC_CACHE).json(await queries.ask(ListFaqCategories, undefined, res.locals.actor));
  });

  router.get('/api/faqs', reads, async (req, res) => {
    const { category } = parseInput(listFaqsQuerySchema, req.query, 'Invalid FAQ category');
    res.set('Cache-Control', PUBLIC_CACHE).json(await queries.ask(ListFaqs, { categoryId: category || undefined }, res.locals.actor));
  });

  router.use(['/api/admin/faqs', '/api/admin/faq-categories'], adminsOnly(ONLY_ADMINS));

  router.post('/api/admin/faqs/reorder', async (req, res) => {
    res.json(await commands.execute(ReorderFaqs, parseInput(reorderRequestSchema, req.body ?? {}, 'Invalid order'), res.locals.actor));
  });
  router.post('/api/admin/faqs', async (req, res) => {
    res
      .status(201)
      .json(await commands.execute(CreateFaq, parseInput(createFaqRequestSchema, req.body ?? {}, 'Invalid FAQ'), res.locals.actor));
  });
  router.patch('/api/admin/faqs/:id', async (req, res) => {
    const id = faqId(req.params.id);
    const changes = parseInput(updateFaqRequestSchema, req.body ?? {}, 'Invalid FAQ');
    res.json(await commands.execute(UpdateFaq, { id, changes }, res.locals.actor));
  });
  router.delete('/api/admin/faqs/:id', async (req, res) => {
    await commands.execute(DeleteFaq, { id: faqId(req.params.id) }, res.locals.actor);
    res.status(204).end();
  });

  router.post('/api/admin/faq-categories/reorder', async (req, res) => {
    res.json(
      await commands.execute(ReorderFaqCategories, parseInput(reorderRequestSchema, req.body ?? {}, 'Invalid order'), res.locals.actor),
    );
  });
  router.post('/api/admin/faq-categories', async (req, res) => {
    res
      .status(201)
      .json(
        await commands.execute(
          CreateFaqCategory,
          parseInput(faqCategoryRequestSchema, req.body ?? {}, 'Invalid FAQ category'),
          res.locals.actor,
        ),
      );
  });
  router.patch('/api/admin/faq-categories/:id', async (req, res) => {
    const id = categoryId(req.params.id);
    const changes = parseInput(faqCategoryRequestSchema, req.body ?? {}, 'Invalid FAQ category');
    res.json(await commands.execute(UpdateFaqCategory, { id, changes }, res.locals.actor));
  });
  router.delete('/api/admin/faq-categories/:id', async (req, res) => {
    await commands.execute(DeleteFaqCategory, { id: categoryId(req.params.id) }, res.locals.actor);
    res.status(204).end();
  });

  return router;
}
