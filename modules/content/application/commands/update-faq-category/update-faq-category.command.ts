import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { FaqCategoryRecord, FaqCategoryRequest } from '../../../contracts/http.ts';

/** Renames a FAQ category (administrators). */
export const UpdateFaqCategory = defineCommand<{ id: string; changes: FaqCategoryRequest }, FaqCategoryRecord>(
  'content.update-faq-category',
);
