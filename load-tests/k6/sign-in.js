// DealAcre load test for ops, against a deployment. See load-tests/README.md.
// The sign-in journey: a member signs out and back in, then loads who they are.
//
//   k6 run -e BASE_URL=https://staging.dealacre.example load-tests/k6/sign-in.js
//
// It registers one account per virtual user first (loadtest-<RUN_ID>-sign-in-<n>@example.com), through
// the API as the web app does; add the load generator's address to the deployment's RATE_LIMIT_EXEMPT.
// Variables (-e NAME=value): BASE_URL (required), VUS (peak virtual users, default 20), HOLD (time at the
// peak, default 5m), RUN_ID (names the accounts; default: the start time), ACCOUNT_PASSWORD.
// The steps come from ../scenarios.json, the file the local autocannon runner reads too.
import { journeyScript } from './lib/journeys.js';

const script = journeyScript(JSON.parse(open('../scenarios.json')), 'sign-in.js', ['sign-in']);

export const options = script.options;
export const setup = script.setup;
export const member = script.member;
