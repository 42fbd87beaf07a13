import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { ANALYSIS_INPUT_SCHEMAS, STRATEGIES, type AnalysisResults, type Strategy } from './deal-math/index.ts';
import type { HeadlineFigures } from './saved-analysis-views.ts';

// the answers are in saved-analysis-views.ts, apart from the deal math the requests need (see there)
export type {
  AnalyzedInputs,
  HeadlineFigures,
  SavedAnalysisList,
  SavedAnalysisSummary,
  SavedAnalysisView,
  ShareAnalysisResult,
  SharedAnalysisView,
} from './saved-analysis-views.ts';

/**
 * Saved deal analyses (`/api/analyses`) and their read-only share links (`/api/shared-analyses/:token`).
 * Only the name, the strategy and the inputs are stored; every answer carries the outputs recomputed
 * from the inputs by the shared deal math (docs/decisions/0007-saved-analyses.md).
 */

/** How many analyses one user may keep. */
export const MAX_SAVED_ANALYSES = 200;
export const MAX_ANALYSIS_NAME_LENGTH = 120;

export const analysisNameSchema = singleLine(
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(MAX_ANALYSIS_NAME_LENGTH, `Use at most ${MAX_ANALYSIS_NAME_LENGTH} characters`),
  'Name',
);

const saveRequestFor = <S extends Strategy>(strategy: S) =>
  z.strictObject({ name: analysisNameSchema, strategy: z.literal(strategy), inputs: ANALYSIS_INPUT_SCHEMAS[strategy] });

/** `POST /api/analyses`: the inputs are validated with the strategy's own schema (defaults filled in). */
export const saveAnalysisRequestSchema = z.discriminatedUnion(
  'strategy',
  [saveRequestFor('rental'), saveRequestFor('flip'), saveRequestFor('wholesale'), saveRequestFor('brrrr'), saveRequestFor('land')],
  { error: `Choose a strategy: ${STRATEGIES.join(', ')}` },
);
export type SaveAnalysisRequest = z.input<typeof saveAnalysisRequestSchema>;

/** `PATCH /api/analyses/:id`: a new name, new inputs (for the analysis's own strategy), or both. */
export const updateAnalysisRequestSchema = z
  .strictObject({
    name: analysisNameSchema.optional(),
    /** checked against the saved analysis's strategy by the server */
    inputs: z.record(z.string(), z.unknown(), { error: 'Inputs must be an object' }).optional(),
  })
  .refine((request) => request.name !== undefined || request.inputs !== undefined, { error: 'Give a new name, new inputs, or both' });
export type UpdateAnalysisRequest = z.input<typeof updateAnalysisRequestSchema>;

/** The few outputs a list shows for each strategy (the full result is in `GET /api/analyses/:id`). */
export const HEADLINE_OUTPUTS = {
  rental: ['monthlyCashFlow', 'cashOnCashPercent', 'capRatePercent'],
  flip: ['netProfit', 'roiPercent', 'profitMarginPercent'],
  wholesale: ['maximumAllowableOffer', 'assignmentFee', 'endBuyerPriceWithinRule'],
  brrrr: ['cashLeftInDeal', 'monthlyCashFlow', 'cashOnCashPercent', 'infinite'],
  land: ['pricePerAcre', 'monthlyPayment', 'totalInterest'],
} as const satisfies { [S in Strategy]: ReadonlyArray<keyof AnalysisResults[S]> };

/** Picks a result's headline outputs (the list's summary). */
export function headlineFigures(strategy: Strategy, result: AnalysisResults[Strategy]): HeadlineFigures {
  const outputs = result as unknown as Record<string, number | boolean | null>;
  return Object.fromEntries(HEADLINE_OUTPUTS[strategy].map((key: string) => [key, outputs[key]]));
}

/** The web page of a share link (`web/src/routes/analysis/$token.tsx`). */
export function sharedAnalysisPath(token: string): string {
  return `/analysis/${encodeURIComponent(token)}`;
}

/** A share token as it appears in links: 32 URL-safe characters. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
