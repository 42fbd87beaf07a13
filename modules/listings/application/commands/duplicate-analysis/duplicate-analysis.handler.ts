import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { newId } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { MAX_ANALYSIS_NAME_LENGTH, MAX_SAVED_ANALYSES, type SavedAnalysisView } from '../../../contracts/saved-analyses.ts';
import { SavedAnalysis } from '../../../domain/saved-analysis.entity.ts';
import { SavedAnalysisLimitError } from '../../../domain/saved-analysis.errors.ts';
import { findOwnAnalysis } from '../../own-analysis.ts';
import { toSavedAnalysisView } from '../../saved-analysis-views.ts';
import { DuplicateAnalysis } from './duplicate-analysis.command.ts';
import { savedAnalysisViewSchema } from '../../../contracts/saved-analysis-views.ts';
import { ANALYSES_TAG, byId } from '../../http.ts';

const needs = { clock: PLATFORM.Clock, settings: PLATFORM.Settings };

export class DuplicateAnalysisHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ id: string }, SavedAnalysisView> {
  get #publicUrl() {
    return this.deps.settings.publicUrl;
  }

  async execute({ id }: { id: string }, { em, actor }: CommandContext): Promise<SavedAnalysisView> {
    const { userId } = requireActor(actor);
    const original = await findOwnAnalysis(em, userId, id);
    if ((await em.count(SavedAnalysis, { ownerId: userId })) >= MAX_SAVED_ANALYSES) throw new SavedAnalysisLimitError(MAX_SAVED_ANALYSES);
    const now = this.deps.clock.now();
    const copy = em.create(SavedAnalysis, {
      id: newId(now.getTime()),
      ownerId: userId,
      name: `Copy of ${original.name}`.slice(0, MAX_ANALYSIS_NAME_LENGTH).trim(),
      ...original.copyFields(),
      shareToken: null,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return toSavedAnalysisView(copy, this.#publicUrl);
  }
}

export const duplicateAnalysis = handlesCommand(DuplicateAnalysis, needs, DuplicateAnalysisHandler, [
  http(DuplicateAnalysis, {
    method: 'post',
    path: '/api/analyses/:id/duplicate',
    tag: ANALYSES_TAG,
    summary: 'Copy a saved analysis',
    access: 'member',
    input: byId,
    status: 201,
    response: savedAnalysisViewSchema,
    errors: [404, 422],
  }),
]);
