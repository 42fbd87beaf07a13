import { z } from 'zod';
import type { AnalysisInputs, AnalysisResults } from './deal-math/index.ts';
import { strategySchema, type Strategy } from './deal-math/strategies.ts';

/**
 * What the saved-analysis endpoints answer (docs/decisions/0007-saved-analyses.md). Apart from
 * `saved-analyses.ts` and free of the deal math's values: the web parses these answers in route
 * loaders, which load with the app, while the math loads only with the calculator's pages.
 *
 * The inputs and outputs are the deal math's types (`AnalysisInputs`, `AnalysisResults`): the server
 * validated the inputs with the strategy's schema and computed the outputs with the shared `analyze`,
 * so an answer is checked to carry them as objects, not field by field.
 */
const objectOf = <T>(what: string) =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), { error: `Expected ${what}` });

const analyzedFor = <S extends Strategy>(strategy: S) =>
  z.object({
    strategy: z.literal(strategy),
    inputs: objectOf<AnalysisInputs[S]>(`the ${strategy} inputs`),
    result: objectOf<AnalysisResults[S]>(`the ${strategy} outputs`),
  });

/** A strategy with its inputs (defaults filled in) and every output computed from them. */
export const analyzedInputsSchema = z.discriminatedUnion('strategy', [
  analyzedFor('rental'),
  analyzedFor('flip'),
  analyzedFor('wholesale'),
  analyzedFor('brrrr'),
  analyzedFor('land'),
]);
export type AnalyzedInputs = z.infer<typeof analyzedInputsSchema>;

/** `GET /api/analyses/:id` and the answer of every change: the owner's full view. */
export const savedAnalysisViewSchema = z.intersection(
  analyzedInputsSchema,
  z.object({
    id: z.string(),
    name: z.string(),
    /** the read-only link anyone may open, while the analysis is shared */
    shareUrl: z.string().nullable(),
    shareToken: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type SavedAnalysisView = z.infer<typeof savedAnalysisViewSchema>;

/** `POST /api/analyses/:id/share`. */
export const shareAnalysisResultSchema = z.object({
  shareUrl: z.string(),
  token: z.string(),
  analysis: savedAnalysisViewSchema,
});
export type ShareAnalysisResult = z.infer<typeof shareAnalysisResultSchema>;

/** The headline outputs of one analysis (`HEADLINE_OUTPUTS` in saved-analyses.ts). */
export const headlineFiguresSchema = z.record(z.string(), z.union([z.number(), z.boolean(), z.null()]));
export type HeadlineFigures = z.infer<typeof headlineFiguresSchema>;

/** One row of `GET /api/analyses`: newest change first, with the headline outputs recomputed from the inputs. */
export const savedAnalysisSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  strategy: strategySchema,
  headline: headlineFiguresSchema,
  shared: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAnalysisSummary = z.infer<typeof savedAnalysisSummarySchema>;

/** `GET /api/analyses`. */
export const savedAnalysisListSchema = z.object({
  analyses: z.array(savedAnalysisSummarySchema),
  /** how many analyses a user may keep */
  limit: z.number().int(),
});
export type SavedAnalysisList = z.infer<typeof savedAnalysisListSchema>;

/** `GET /api/shared-analyses/:token`: what a share link shows, to anyone; nothing about the owner. */
export const sharedAnalysisViewSchema = z.intersection(analyzedInputsSchema, z.object({ name: z.string(), updatedAt: z.string() }));
export type SharedAnalysisView = z.infer<typeof sharedAnalysisViewSchema>;
