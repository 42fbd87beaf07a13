// DealAcre load test for ops, against a deployment. See load-tests/README.md.
// The map journey: markers and clusters in a box at its zoom, from the country down to a city.
//
//   k6 run -e BASE_URL=https://staging.dealacre.example load-tests/k6/map.js
//
// Variables (-e NAME=value): BASE_URL (required), VUS (peak virtual users, default 50), HOLD (time at the
// peak, default 5m), SCENARIOS (comma-separated scenario names instead of: map).
// The paths come from ../scenarios.json, the file the local autocannon runner reads too.
import { readScript } from './lib/read.js';

const script = readScript(JSON.parse(open('../scenarios.json')), 'map.js', ['map']);

export const options = script.options;
export const setup = script.setup;
export const visit = script.visit;
