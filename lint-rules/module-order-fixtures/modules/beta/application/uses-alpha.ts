// allowed: alpha comes before beta
import type { AlphaApi } from '../../alpha/contracts/api.ts';

export type UsesAlpha = AlphaApi;
