import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Deletes an empty FAQ category (administrators); one that still holds FAQs is a 409. */
export const DeleteFaqCategory = defineCommand<{ id: string }, void>('content.delete-faq-category');
