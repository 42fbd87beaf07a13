import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { isUuid } from '../../shared/kernel/ids.ts';
import { SavedAnalysis } from '../domain/saved-analysis.entity.ts';
import { SavedAnalysisNotFoundError } from '../domain/saved-analysis.errors.ts';

/** The user's own analysis; anyone else's answers as missing (404), so ids reveal nothing. */
export async function findOwnAnalysis(em: EntityManager, userId: string, id: string): Promise<SavedAnalysis> {
  const analysis = isUuid(id) ? await em.findOne(SavedAnalysis, { id }) : null;
  if (!analysis || !analysis.isOwnedBy(userId)) throw new SavedAnalysisNotFoundError();
  return analysis;
}
