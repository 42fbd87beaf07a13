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
import { getSitemap } from './application/queries/get-sitemap/get-sitemap.handler.ts';
import { FaqCategorySchema } from './domain/faq-category.entity.ts';
import { FaqSchema } from './domain/faq.entity.ts';
import { contentRouter } from './http/content.routes.ts';
import { ContentSchema } from './migrations/content-0001-schema.ts';
import { ContentFaqs } from './migrations/content-0002-faqs.ts';
import { ContentStarterFaqs } from './migrations/content-0003-starter-faqs.ts';
import { ContentSavedSearchFaq } from './migrations/content-0004-saved-search-faq.ts';

/** Owns blog, FAQs and help widget data, static pages, sitemap. So far: the help widget's FAQs, the sitemap and robots.txt. */
export const contentModule: ModuleDefinition = {
  name: 'content',
  entities: [FaqCategorySchema, FaqSchema],
  migrations: [
    { name: 'content-0001-schema', class: ContentSchema },
    { name: 'content-0002-faqs', class: ContentFaqs },
    { name: 'content-0003-starter-faqs', class: ContentStarterFaqs },
    { name: 'content-0004-saved-search-faq', class: ContentSavedSearchFaq },
  ],
  commands: [createFaq, updateFaq, deleteFaq, reorderFaqs, createFaqCategory, updateFaqCategory, deleteFaqCategory, reorderFaqCategories],
  queries: [listFaqs, listFaqCategories, getSitemap],
  router: contentRouter,
};
