import { defineCommand } from '../../../../shared/kernel/bus.ts';

/**
 * A scheduled job: listing photo uploads no listing uses are deleted, files and records, 24 hours
 * after their upload (or after they were taken out of a listing).
 */
export const PurgeUnusedPhotos = defineCommand<void, { deleted: number }>('listings.purge-unused-photos');
