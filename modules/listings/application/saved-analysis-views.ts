import { analyze, ANALYSIS_INPUT_SCHEMAS, type Strategy } from '../contracts/deal-math/index.ts';
import {
  headlineFigures,
  sharedAnalysisPath,
  type AnalyzedInputs,
  type SavedAnalysisSummary,
  type SavedAnalysisView,
  type SharedAnalysisView,
} from '../contracts/saved-analyses.ts';
import type { SavedAnalysis } from '../domain/saved-analysis.entity.ts';

/**
 * The outputs of a saved analysis, recomputed from its stored inputs by the shared deal math (never
 * stored, so never stale). The inputs go through the strategy's schema again, which fills in any
 * default added since they were saved.
 */
export function analyzeStored(strategy: Strategy, stored: unknown): AnalyzedInputs {
  const inputs = ANALYSIS_INPUT_SCHEMAS[strategy].parse(stored);
  return { strategy, inputs, result: analyze(strategy, inputs as never) } as AnalyzedInputs;
}

export function shareUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${sharedAnalysisPath(token)}`;
}

/** The owner's view: inputs, every output, and the share link while shared. */
export function toSavedAnalysisView(analysis: SavedAnalysis, publicUrl: string): SavedAnalysisView {
  return {
    id: analysis.id,
    name: analysis.name,
    ...analyzeStored(analysis.strategy, analysis.inputs),
    shareToken: analysis.shareToken ?? null,
    shareUrl: analysis.shareToken ? shareUrlOf(publicUrl, analysis.shareToken) : null,
    createdAt: analysis.createdAt.toISOString(),
    updatedAt: analysis.updatedAt.toISOString(),
  };
}

/** A row of the owner's list: the headline outputs only. */
export function toSavedAnalysisSummary(analysis: SavedAnalysis): SavedAnalysisSummary {
  const { strategy, result } = analyzeStored(analysis.strategy, analysis.inputs);
  return {
    id: analysis.id,
    name: analysis.name,
    strategy,
    headline: headlineFigures(strategy, result),
    shared: analysis.isShared,
    createdAt: analysis.createdAt.toISOString(),
    updatedAt: analysis.updatedAt.toISOString(),
  };
}

/** What a share link shows: no id, owner or token. */
export function toSharedAnalysisView(analysis: SavedAnalysis): SharedAnalysisView {
  return { name: analysis.name, ...analyzeStored(analysis.strategy, analysis.inputs), updatedAt: analysis.updatedAt.toISOString() };
}
