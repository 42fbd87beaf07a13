import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import type { SavedAnalysisView, ShareAnalysisResult } from '../../../contracts/saved-analyses.ts';
import { findOwnAnalysis } from '../../own-analysis.ts';
import { toSavedAnalysisView } from '../../saved-analysis-views.ts';
import { ShareAnalysis, type ShareAnalysisInput } from './share-analysis.command.ts';
import { savedAnalysisViewSchema, shareAnalysisResultSchema } from '../../../contracts/saved-analysis-views.ts';
import { ANALYSES_TAG, byId } from '../../http.ts';

const needs = { settings: PLATFORM.Settings };

export class ShareAnalysisHandler extends UsesDependencies<typeof needs> implements CommandHandler<ShareAnalysisInput, SavedAnalysisView> {
  get #publicUrl() {
    return this.deps.settings.publicUrl;
  }

  async execute({ id, shared }: ShareAnalysisInput, { em, actor }: CommandContext): Promise<SavedAnalysisView> {
    const analysis = await findOwnAnalysis(em, requireActor(actor).userId, id);
    if (shared) analysis.share();
    else analysis.unshare();
    await em.flush();
    return toSavedAnalysisView(analysis, this.#publicUrl);
  }
}

export const shareAnalysis = handlesCommand(ShareAnalysis, needs, ShareAnalysisHandler, [
  http(ShareAnalysis, {
    method: 'post',
    path: '/api/analyses/:id/share',
    tag: ANALYSES_TAG,
    summary: 'Share an analysis by link',
    description: 'Creates the read-only link, or answers the existing one.',
    access: 'member',
    input: (request) => ({ ...byId(request), shared: true }),
    response: shareAnalysisResultSchema,
    reply: (analysis) => {
      const answer: ShareAnalysisResult = { shareUrl: analysis.shareUrl!, token: analysis.shareToken!, analysis };
      return { status: 200, body: answer };
    },
    errors: [404],
  }),
  http(ShareAnalysis, {
    method: 'delete',
    path: '/api/analyses/:id/share',
    tag: ANALYSES_TAG,
    summary: 'Stop sharing an analysis',
    access: 'member',
    input: (request) => ({ ...byId(request), shared: false }),
    response: savedAnalysisViewSchema,
    errors: [404],
  }),
]);
