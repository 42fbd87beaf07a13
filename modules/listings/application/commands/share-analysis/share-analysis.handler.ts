import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { PlatformSettings } from '../../../../shared/kernel/settings.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import type { SavedAnalysisView } from '../../../contracts/saved-analyses.ts';
import { findOwnAnalysis } from '../../own-analysis.ts';
import { toSavedAnalysisView } from '../../saved-analysis-views.ts';
import { ShareAnalysis, type ShareAnalysisInput } from './share-analysis.command.ts';

export class ShareAnalysisHandler implements CommandHandler<ShareAnalysisInput, SavedAnalysisView> {
  readonly #publicUrl: string;

  constructor(settings: PlatformSettings) {
    this.#publicUrl = settings.publicUrl;
  }

  async execute({ id, shared }: ShareAnalysisInput, { em, actor }: CommandContext): Promise<SavedAnalysisView> {
    const analysis = await findOwnAnalysis(em, requireActor(actor).userId, id);
    if (shared) analysis.share();
    else analysis.unshare();
    await em.flush();
    return toSavedAnalysisView(analysis, this.#publicUrl);
  }
}

export const shareAnalysis = handlesCommand(ShareAnalysis, [PLATFORM.Settings], (settings) => new ShareAnalysisHandler(settings));
