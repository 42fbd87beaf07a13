import type { ModuleDefinition } from '../shared/kernel/module.ts';
import { ContentSchema } from './migrations/content-0001-schema.ts';

/** Owns blog, FAQs and help widget data, static pages, sitemap. Filled by its own piece of work; for now it holds its schema. */
export const contentModule: ModuleDefinition = {
  name: 'content',
  entities: [],
  migrations: [{ name: 'content-0001-schema', class: ContentSchema }],
};
