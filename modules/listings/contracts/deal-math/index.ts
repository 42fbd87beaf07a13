/**
 * The deal calculator's math, shared by the API (`POST /api/analysis/:strategy`) and the web app.
 * Pure and browser-safe: zod for the input schemas, nothing else. Conventions in
 * docs/decisions/0005-deal-math.md: percent inputs and outputs (7 means 7%), dollars as plain numbers,
 * full precision (rounding is for display only), null where a figure means nothing ("n/a").
 */
import type { z } from 'zod';
import { analyzeBrrrr, BRRRR_OUTPUT_HELP, type BrrrrAnalysis } from './brrrr.ts';
import { analyzeFlip, FLIP_OUTPUT_HELP, type FlipAnalysis } from './flip.ts';
import { analyzeLand, LAND_OUTPUT_HELP, type LandAnalysis } from './land.ts';
import { analyzeRental, RENTAL_OUTPUT_HELP, type RentalAnalysis } from './rental.ts';
import {
  brrrrInputSchema,
  flipInputSchema,
  landInputSchema,
  rentalInputSchema,
  wholesaleInputSchema,
  type BrrrrInput,
  type FlipInput,
  type LandInput,
  type RentalInput,
  type WholesaleInput,
} from './schemas.ts';
import type { Strategy } from './strategies.ts';
import { analyzeWholesale, WHOLESALE_OUTPUT_HELP, type WholesaleAnalysis } from './wholesale.ts';

export * from './brrrr.ts';
export * from './flip.ts';
export * from './land.ts';
export * from './mortgage.ts';
export * from './numbers.ts';
export * from './operations.ts';
export * from './projection.ts';
export * from './rental.ts';
export * from './schemas.ts';
export * from './strategies.ts';
export * from './wholesale.ts';

/** The parsed input of each strategy. */
export interface AnalysisInputs {
  rental: RentalInput;
  flip: FlipInput;
  wholesale: WholesaleInput;
  brrrr: BrrrrInput;
  land: LandInput;
}

/** The result of each strategy. */
export interface AnalysisResults {
  rental: RentalAnalysis;
  flip: FlipAnalysis;
  wholesale: WholesaleAnalysis;
  brrrr: BrrrrAnalysis;
  land: LandAnalysis;
}

/** The zod schema that validates each strategy's input and fills in its defaults. */
export const ANALYSIS_INPUT_SCHEMAS = {
  rental: rentalInputSchema,
  flip: flipInputSchema,
  wholesale: wholesaleInputSchema,
  brrrr: brrrrInputSchema,
  land: landInputSchema,
} as const satisfies { [S in Strategy]: z.ZodType<AnalysisInputs[S]> };

/** One sentence per output, for help tooltips; nested rows and rules have their own records (e.g. `PROJECTION_ROW_HELP`). */
export const OUTPUT_HELP: { [S in Strategy]: Record<keyof AnalysisResults[S], string> } = {
  rental: RENTAL_OUTPUT_HELP,
  flip: FLIP_OUTPUT_HELP,
  wholesale: WHOLESALE_OUTPUT_HELP,
  brrrr: BRRRR_OUTPUT_HELP,
  land: LAND_OUTPUT_HELP,
};

const ANALYZERS: { [S in Strategy]: (input: AnalysisInputs[S]) => AnalysisResults[S] } = {
  rental: analyzeRental,
  flip: analyzeFlip,
  wholesale: analyzeWholesale,
  brrrr: analyzeBrrrr,
  land: analyzeLand,
};

/** Every output of `strategy` for an input already parsed by its schema in {@link ANALYSIS_INPUT_SCHEMAS}. */
export function analyze<S extends Strategy>(strategy: S, input: AnalysisInputs[S]): AnalysisResults[S] {
  return ANALYZERS[strategy](input);
}

/** A strategy with its parsed input: what `POST /api/analysis/:strategy` asks. */
export type AnalysisRequest = { [S in Strategy]: { strategy: S; input: AnalysisInputs[S] } }[Strategy];

/** What `POST /api/analysis/:strategy` answers: the input with its defaults filled in, and every output. */
export type AnalysisResponse = { [S in Strategy]: { strategy: S; input: AnalysisInputs[S]; result: AnalysisResults[S] } }[Strategy];
