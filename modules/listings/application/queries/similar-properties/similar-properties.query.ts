import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { PropertyHit } from '../../../contracts/search.ts';

export const SIMILAR_LIMIT = 6;

/** `GET /api/properties/:id/similar`: up to 6 active listings of the same category, the same state first, then the nearest. */
export const SimilarProperties = defineQuery<{ id: string }, PropertyHit[]>('listings.similar-properties');
