// DealAcre load test for ops, against a deployment. See load-tests/README.md.
// The mixed traffic: every anonymous scenario of scenarios.json at once, each with its share of the VUs (the soak).
//
//   k6 run -e BASE_URL=https://staging.dealacre.example load-tests/k6/mixed.js
//
// Variables (-e NAME=value): BASE_URL (required), VUS (peak virtual users, default 50), HOLD (time at the
// peak, default 5m), SCENARIOS (comma-separated scenario names instead of: home, browse-listings, search, map, property, health).
// The paths come from ../scenarios.json, the file the local autocannon runner reads too.
import { readScript } from './lib/read.js';

const script = readScript(JSON.parse(open('../scenarios.json')), 'mixed.js', [
  'home',
  'browse-listings',
  'search',
  'map',
  'property',
  'health',
]);

export const options = script.options;
export const setup = script.setup;
export const visit = script.visit;
