import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { FaqCategoryRecord, FaqCategoryRequest } from '../../../contracts/http.ts';

/** Adds a FAQ category after the last one (administrators); names are unique. */
export const CreateFaqCategory = defineCommand<FaqCategoryRequest, FaqCategoryRecord>('content.create-faq-category');
