import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { FaqRecord, UpdateFaqRequest } from '../../../contracts/http.ts';

/** Changes a FAQ's question or answer, or moves it to the end of another category (administrators). */
export const UpdateFaq = defineCommand<{ id: string; changes: UpdateFaqRequest }, FaqRecord>('content.update-faq');
