import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Deletes a FAQ for good (administrators). */
export const DeleteFaq = defineCommand<{ id: string }, void>('content.delete-faq');
