import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { findOwnAnalysis } from '../../own-analysis.ts';
import { DeleteAnalysis } from './delete-analysis.command.ts';

import { ANALYSES_TAG, byId, messageSchema } from '../../http.ts';

export class DeleteAnalysisHandler implements CommandHandler<{ id: string }, { message: string }> {
  async execute({ id }: { id: string }, { em, actor }: CommandContext): Promise<{ message: string }> {
    const analysis = await findOwnAnalysis(em, requireActor(actor).userId, id);
    em.remove(analysis);
    await em.flush();
    return { message: 'Analysis deleted.' };
  }
}

export const deleteAnalysis = handlesCommand(DeleteAnalysis, {}, DeleteAnalysisHandler, [
  http(DeleteAnalysis, {
    method: 'delete',
    path: '/api/analyses/:id',
    tag: ANALYSES_TAG,
    summary: 'Delete a saved analysis',
    access: 'member',
    input: byId,
    response: messageSchema,
    errors: [404],
  }),
]);
