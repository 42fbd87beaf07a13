import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { Faq } from '../../../contracts/http.ts';

/** The FAQs of one category, or of all (no `categoryId`) in category order, each in its own order. */
export const ListFaqs = defineQuery<{ categoryId?: string }, Faq[]>('content.list-faqs');
