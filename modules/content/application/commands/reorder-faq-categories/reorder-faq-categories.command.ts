import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { FaqCategoryRecord, ReorderRequest } from '../../../contracts/http.ts';

/** Puts the FAQ categories in the order given; `ids` lists each of them once (administrators). */
export const ReorderFaqCategories = defineCommand<ReorderRequest, FaqCategoryRecord[]>('content.reorder-faq-categories');
