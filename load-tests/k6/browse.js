// DealAcre load test for ops, against a deployment. See load-tests/README.md.
// The browse journey: the homepage and the listing grid (filters, search words, sorting, paging).
//
//   k6 run -e BASE_URL=https://staging.dealacre.example load-tests/k6/browse.js
//
// Variables (-e NAME=value): BASE_URL (required), VUS (peak virtual users, default 50), HOLD (time at the
// peak, default 5m), SCENARIOS (comma-separated scenario names instead of: home, browse-listings).
// The paths come from ../scenarios.json, the file the local autocannon runner reads too.
import { readScript } from './lib/read.js';

const script = readScript(JSON.parse(open('../scenarios.json')), 'browse.js', ['home', 'browse-listings']);

export const options = script.options;
export const setup = script.setup;
export const visit = script.visit;
