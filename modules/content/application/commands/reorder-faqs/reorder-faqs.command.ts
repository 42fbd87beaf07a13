import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { FaqRecord, ReorderRequest } from '../../../contracts/http.ts';

/** Puts the FAQs of one category in the order given; `ids` lists each of them once (administrators). */
export const ReorderFaqs = defineCommand<ReorderRequest, FaqRecord[]>('content.reorder-faqs');
