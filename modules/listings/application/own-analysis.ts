import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { SavedAnalysis } from '../domain/saved-analysis.entity.ts';
import { SavedAnalysisNotFoundError } from '../domain/saved-analysis.errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's own analysis; anyone else's answers as missing (404), so ids reveal nothing. */
export async function findOwnAnalysis(em: EntityManager, userId: string, id: string): Promise<SavedAnalysis> {
  const analysis = UUID.test(id) ? await em.findOne(SavedAnalysis, { id }) : null;
  if (!analysis || !analysis.isOwnedBy(userId)) throw new SavedAnalysisNotFoundError();
  return analysis;
}
