import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { ANALYSIS_INPUT_SCHEMAS } from '../../../contracts/deal-math/index.ts';
import { updateAnalysisRequestSchema, type SavedAnalysisView } from '../../../contracts/saved-analyses.ts';
import { findOwnAnalysis } from '../../own-analysis.ts';
import { toSavedAnalysisView } from '../../saved-analysis-views.ts';
import { UpdateAnalysis, type UpdateAnalysisInput } from './update-analysis.command.ts';
import { savedAnalysisViewSchema } from '../../../contracts/saved-analysis-views.ts';
import { ANALYSES_TAG, byId } from '../../http.ts';

const needs = { clock: PLATFORM.Clock, settings: PLATFORM.Settings };

export class UpdateAnalysisHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<UpdateAnalysisInput, SavedAnalysisView>
{
  get #publicUrl() {
    return this.deps.settings.publicUrl;
  }

  async execute({ id, changes }: UpdateAnalysisInput, { em, actor }: CommandContext): Promise<SavedAnalysisView> {
    const { userId } = requireActor(actor);
    const analysis = await findOwnAnalysis(em, userId, id);
    const { name, inputs } = parseInput(updateAnalysisRequestSchema, changes, 'Invalid analysis');
    // new inputs are for the analysis's own strategy (a different strategy is a new analysis)
    const parsedInputs =
      inputs === undefined ? undefined : parseInput(ANALYSIS_INPUT_SCHEMAS[analysis.strategy], inputs, 'Invalid analysis');
    const now = this.deps.clock.now();
    if (name !== undefined) analysis.rename(name, now);
    if (parsedInputs !== undefined) analysis.changeInputs(parsedInputs as Record<string, unknown>, now);
    await em.flush();
    return toSavedAnalysisView(analysis, this.#publicUrl);
  }
}

export const updateAnalysis = handlesCommand(UpdateAnalysis, needs, UpdateAnalysisHandler, [
  http(UpdateAnalysis, {
    method: 'patch',
    path: '/api/analyses/:id',
    tag: ANALYSES_TAG,
    summary: 'Rename or update a saved analysis',
    description: "New inputs are checked against the analysis's own strategy.",
    access: 'member',
    body: updateAnalysisRequestSchema,
    invalid: 'Invalid analysis',
    input: (request) => ({ ...byId(request), changes: request.body }),
    response: savedAnalysisViewSchema,
    errors: [404],
  }),
]);
