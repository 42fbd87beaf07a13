import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { findOwnAnalysis } from '../../own-analysis.ts';

export class DeleteAnalysisHandler implements CommandHandler<{ id: string }, { message: string }> {
  async execute({ id }: { id: string }, { em, actor }: CommandContext): Promise<{ message: string }> {
    const analysis = await findOwnAnalysis(em, requireActor(actor).userId, id);
    em.remove(analysis);
    await em.flush();
    return { message: 'Analysis deleted.' };
  }
}
