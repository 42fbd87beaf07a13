import { z } from 'zod';
import type { CreateFaqRequest, FaqCategoryRequest } from '@contracts/content/contracts/http.ts';

/**
 * The FAQ forms' checks in the browser: required, one line where the server wants one, and the
 * contract's lengths, with its messages. The server checks the rest (control characters, ids) and its
 * 400 names the field, which the form shows under it.
 *
 * Only types come from the contract's http.ts: importing its values would bring its request schemas
 * and the kernel's text checks into a chunk every page loads. The test checks the limits agree.
 */
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 4000;
export const FAQ_CATEGORY_NAME_MAX = 60;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);
const oneLine = (label: string, max: number) =>
  text(label, max).refine((value) => !/[\t\n\r]/.test(value), `${label} must be one line of plain text, without line breaks`);

export const categoryNameFormSchema = z.object({ name: oneLine('Name', FAQ_CATEGORY_NAME_MAX) }) satisfies z.ZodType<FaqCategoryRequest>;

export const faqFormSchema = z.object({
  categoryId: z.string().min(1, 'Choose a category'),
  question: oneLine('Question', FAQ_QUESTION_MAX),
  answer: text('Answer', FAQ_ANSWER_MAX),
}) satisfies z.ZodType<CreateFaqRequest>;
