// DealAcre load test for ops, against a deployment. See load-tests/README.md.
// The property journey: a listing's data, similar listings and its server-rendered page, for the newest listings.
//
//   k6 run -e BASE_URL=https://staging.dealacre.example load-tests/k6/property.js
//
// Variables (-e NAME=value): BASE_URL (required), VUS (peak virtual users, default 50), HOLD (time at the
// peak, default 5m), SCENARIOS (comma-separated scenario names instead of: property).
// The paths come from ../scenarios.json, the file the local autocannon runner reads too.
import { readScript } from './lib/read.js';

const script = readScript(JSON.parse(open('../scenarios.json')), 'property.js', ['property']);

export const options = script.options;
export const setup = script.setup;
export const visit = script.visit;
