import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CreateFaqRequest, FaqRecord } from '../../../contracts/http.ts';

/** Adds a FAQ at the end of its category (administrators). */
export const CreateFaq = defineCommand<CreateFaqRequest, FaqRecord>('content.create-faq');
