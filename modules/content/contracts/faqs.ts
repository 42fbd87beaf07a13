import { z } from 'zod';

/** What the help widget reads (`GET /api/faqs/categories`, `GET /api/faqs`; see http.ts). Zod only, for the browser. */
export const faqSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

export const faqCategorySchema = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export type FaqCategory = z.infer<typeof faqCategorySchema>;
