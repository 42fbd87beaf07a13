// DealAcre load test for ops, against a deployment. See load-tests/README.md.
// The messaging journey: a member opens Messages, reads a conversation with another load-test member, writes in it and marks it read.
//
//   k6 run -e BASE_URL=https://staging.dealacre.example load-tests/k6/messaging.js
//
// It registers one account per virtual user first (loadtest-<RUN_ID>-messaging-<n>@example.com), through
// the API as the web app does; add the load generator's address to the deployment's RATE_LIMIT_EXEMPT.
// Variables (-e NAME=value): BASE_URL (required), VUS (peak virtual users, default 20), HOLD (time at the
// peak, default 5m), RUN_ID (names the accounts; default: the start time), ACCOUNT_PASSWORD.
// The steps come from ../scenarios.json, the file the local autocannon runner reads too.
import { journeyScript } from './lib/journeys.js';

const script = journeyScript(JSON.parse(open('../scenarios.json')), 'messaging.js', ['messaging']);

export const options = script.options;
export const setup = script.setup;
export const member = script.member;
