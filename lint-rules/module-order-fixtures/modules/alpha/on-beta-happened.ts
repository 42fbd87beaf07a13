// allowed: a subscription to a later module's events
import { BetaHappened } from '../beta/contracts/events.ts';
// refused: alpha calls beta, which comes after it
import type { BetaApi } from '../beta/contracts/api.ts';

export const handled = BetaHappened;
export type Calls = BetaApi;
