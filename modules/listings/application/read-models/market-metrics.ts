/**
 * The marketplace metrics read model: counters in the key-value store, kept by the
 * MarketMetricsProjector (`infrastructure/projections/`) over active listings only.
 *
 * - `METRICS_TOTALS_KEY`, a hash: `listings` (how many), `priceCents` (their prices added up) and
 *   `featured` (how many are featured);
 * - `METRICS_STATES_KEY`, a hash: active listings per state code (0 once a state has none left).
 */
export const METRICS_PREFIX = 'listings:metrics:';
export const METRICS_TOTALS_KEY = `${METRICS_PREFIX}totals`;
export const METRICS_STATES_KEY = `${METRICS_PREFIX}states`;
