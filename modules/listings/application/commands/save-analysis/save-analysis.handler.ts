import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { newId } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import {
  MAX_SAVED_ANALYSES,
  saveAnalysisRequestSchema,
  type SaveAnalysisRequest,
  type SavedAnalysisView,
} from '../../../contracts/saved-analyses.ts';
import { SavedAnalysis } from '../../../domain/saved-analysis.entity.ts';
import { SavedAnalysisLimitError } from '../../../domain/saved-analysis.errors.ts';
import { toSavedAnalysisView } from '../../saved-analysis-views.ts';
import { SaveAnalysis } from './save-analysis.command.ts';
import { savedAnalysisViewSchema } from '../../../contracts/saved-analysis-views.ts';
import { ANALYSES_TAG } from '../../http.ts';

const needs = { clock: PLATFORM.Clock, settings: PLATFORM.Settings };

export class SaveAnalysisHandler extends UsesDependencies<typeof needs> implements CommandHandler<SaveAnalysisRequest, SavedAnalysisView> {
  get #publicUrl() {
    return this.deps.settings.publicUrl;
  }

  async execute(input: SaveAnalysisRequest, { em, actor }: CommandContext): Promise<SavedAnalysisView> {
    const { userId } = requireActor(actor);
    const { name, strategy, inputs } = parseInput(saveAnalysisRequestSchema, input, 'Invalid analysis');
    if ((await em.count(SavedAnalysis, { ownerId: userId })) >= MAX_SAVED_ANALYSES) throw new SavedAnalysisLimitError(MAX_SAVED_ANALYSES);
    const now = this.deps.clock.now();
    const analysis = em.create(SavedAnalysis, {
      id: newId(now.getTime()),
      ownerId: userId,
      name,
      strategy,
      inputs: inputs as Record<string, unknown>,
      shareToken: null,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return toSavedAnalysisView(analysis, this.#publicUrl);
  }
}

export const saveAnalysis = handlesCommand(SaveAnalysis, needs, SaveAnalysisHandler, [
  http(SaveAnalysis, {
    method: 'post',
    path: '/api/analyses',
    tag: ANALYSES_TAG,
    summary: 'Save an analysis',
    description: `At most ${MAX_SAVED_ANALYSES} per member (422 beyond).`,
    access: 'member',
    body: saveAnalysisRequestSchema,
    invalid: 'Invalid analysis',
    input: ({ body }) => body,
    status: 201,
    response: savedAnalysisViewSchema,
    errors: [422],
  }),
]);
