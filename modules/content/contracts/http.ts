import { z } from 'zod';
import { singleLine, unsafeTextProblem } from '../../shared/kernel/text.ts';
import { groupedNumber } from '../../shared/kernel/en-us-format.ts';

export { faqCategorySchema, faqSchema, type Faq, type FaqCategory } from './faqs.ts';

/**
 * The help widget's FAQs (spec sections 2, 3, 5 and 7) and their administration.
 *
 * Public, cached for 5 minutes:
 * - `GET /api/faqs/categories`: `FaqCategory[]` in order, each with how many FAQs it holds.
 * - `GET /api/faqs?category=<id>`: `Faq[]` in order (category order, then FAQ order); no or an empty
 *   `category` means all.
 *
 * Administrators only (401 signed out, 403 otherwise):
 * - `POST /api/admin/faqs` `CreateFaqRequest` (201), `PATCH /api/admin/faqs/{id}` `UpdateFaqRequest`,
 *   `DELETE /api/admin/faqs/{id}` (204), `POST /api/admin/faqs/reorder` `{ ids }` (every FAQ of one
 *   category, in the new order). Answers `FaqRecord` (reorder: `FaqRecord[]`).
 * - `POST /api/admin/faq-categories` `{ name }` (201), `PATCH /api/admin/faq-categories/{id}` `{ name }`,
 *   `DELETE /api/admin/faq-categories/{id}` (204; 409 while it holds FAQs),
 *   `POST /api/admin/faq-categories/reorder` `{ ids }` (every category). Answers `FaqCategoryRecord`.
 */
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 4000;
export const FAQ_CATEGORY_NAME_MAX = 60;

/** refuses control characters and unpaired surrogates, naming the field */
export const safeText = <S extends z.ZodType<string>>(schema: S, label: string) =>
  schema.superRefine((value, context) => {
    const problem = unsafeTextProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: `${label} ${problem}` });
  });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${groupedNumber(max)} characters`);

const id = (label: string) => z.uuid({ message: `${label} must be an id` });

export const faqQuestionSchema = singleLine(safeText(text('Question', FAQ_QUESTION_MAX), 'Question'), 'Question');
export const faqAnswerSchema = safeText(text('Answer', FAQ_ANSWER_MAX), 'Answer');
export const faqCategoryNameSchema = singleLine(safeText(text('Name', FAQ_CATEGORY_NAME_MAX), 'Name'), 'Name');

export const listFaqsQuerySchema = z.object({
  category: z.union([z.literal(''), id('category')]).optional(),
});

export const createFaqRequestSchema = z.strictObject({
  categoryId: id('categoryId'),
  question: faqQuestionSchema,
  answer: faqAnswerSchema,
});
export type CreateFaqRequest = z.infer<typeof createFaqRequestSchema>;

export const updateFaqRequestSchema = createFaqRequestSchema.partial();
export type UpdateFaqRequest = z.infer<typeof updateFaqRequestSchema>;

export const faqCategoryRequestSchema = z.strictObject({ name: faqCategoryNameSchema });
export type FaqCategoryRequest = z.infer<typeof faqCategoryRequestSchema>;

export const reorderRequestSchema = z.strictObject({
  ids: z
    .array(id('Each of ids'), { error: 'ids must be a list of ids' })
    .min(1, 'ids must list at least one id')
    .max(500, 'ids must list at most 500 ids')
    .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat an id'),
});
export type ReorderRequest = z.infer<typeof reorderRequestSchema>;

/** What administrators write and get back. */
export const faqRecordSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  question: z.string(),
  answer: z.string(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FaqRecord = z.infer<typeof faqRecordSchema>;

export const faqCategoryRecordSchema = z.object({ id: z.string(), name: z.string(), position: z.number().int() });
export type FaqCategoryRecord = z.infer<typeof faqCategoryRecordSchema>;
