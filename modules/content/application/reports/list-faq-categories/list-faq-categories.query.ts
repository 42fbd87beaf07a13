import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { FaqCategory } from '../../../contracts/http.ts';

/** Every FAQ category in order, with how many FAQs it holds. */
export const ListFaqCategories = defineQuery<void, FaqCategory[]>('content.list-faq-categories');
