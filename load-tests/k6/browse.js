// DealAcre browse and search load test for ops, against a deployment. See load-tests/README.md.
//
//   k6 run -e BASE_URL=https://staging.dealacre.example load-tests/k6/browse.js
//
// Variables (-e NAME=value):
//   BASE_URL   required; the deployment's origin
//   VUS        peak virtual users over all scenarios (default 50), split by each scenario's share
//   HOLD       how long to hold the peak (default 5m), after a 1m ramp up and before a 30s ramp down
//   SCENARIOS  comma-separated scenario names to run (default: all in scenarios.json)
//
// The scenarios and their request paths come from ../scenarios.json, the file the local autocannon
// runner reads too. A scenario whose first path answers 404 (an endpoint this deployment does not
// have yet) is skipped with a warning instead of counting as errors.
import http from 'k6/http';
import exec from 'k6/execution';
import { check, sleep } from 'k6';

const BASE_URL = (__ENV.BASE_URL || '').replace(/\/+$/, '');
if (!BASE_URL) {
  throw new Error('BASE_URL is required, e.g. k6 run -e BASE_URL=https://staging.dealacre.example load-tests/k6/browse.js');
}
const PEAK_VUS = Number(__ENV.VUS || 50);
const HOLD = __ENV.HOLD || '5m';

const allScenarios = JSON.parse(open('../scenarios.json')).scenarios;
const selected = selectScenarios(__ENV.SCENARIOS);
const totalShare = selected.reduce((sum, scenario) => sum + scenario.share, 0);
const pickers = Object.fromEntries(selected.map((scenario) => [scenario.name, weightedPicker(scenario.paths)]));

export const options = {
  scenarios: Object.fromEntries(
    selected.map((scenario) => {
      const vus = Math.max(1, Math.round((PEAK_VUS * scenario.share) / totalShare));
      return [
        scenario.name,
        {
          executor: 'ramping-vus',
          exec: 'visit',
          startVUs: 0,
          stages: [
            { duration: '1m', target: vus },
            { duration: HOLD, target: vus },
            { duration: '30s', target: 0 },
          ],
          gracefulRampDown: '10s',
        },
      ];
    }),
  ),
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    ...Object.fromEntries(
      selected.map((scenario) => [`http_req_duration{scenario:${scenario.name}}`, [`p(95)<${scenario.p95Ms}`]]),
    ),
  },
};

export function setup() {
  const missing = [];
  for (const scenario of selected) {
    const path = scenario.paths[0].path;
    const response = http.get(`${BASE_URL}${path}`, {
      responseCallback: http.expectedStatuses({ min: 200, max: 399 }, 404),
      tags: { name: 'probe' },
    });
    if (response.status === 404) {
      console.warn(`scenario ${scenario.name} skipped: ${path} answered 404`);
      missing.push(scenario.name);
    }
  }
  return { missing };
}

export function visit(data) {
  const scenario = exec.scenario.name;
  if (data.missing.includes(scenario)) {
    sleep(30);
    return;
  }
  const path = pickers[scenario]();
  // Tag by route, not by full URL, so hundreds of query strings do not become hundreds of metric series.
  const response = http.get(`${BASE_URL}${path}`, { tags: { name: path.split('?')[0] } });
  check(response, { 'status is 2xx': (r) => r.status >= 200 && r.status < 300 });
  sleep(0.5 + Math.random()); // think time between a visitor's requests
}

function selectScenarios(names) {
  if (!names) return allScenarios;
  const wanted = names.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = wanted.filter((name) => !allScenarios.some((scenario) => scenario.name === name));
  if (unknown.length > 0) {
    throw new Error(`unknown scenario ${unknown.join(', ')}; known: ${allScenarios.map((s) => s.name).join(', ')}`);
  }
  return allScenarios.filter((scenario) => wanted.includes(scenario.name));
}

/** The same weighted choice as weightedPicker in ../scenarios.ts. */
function weightedPicker(paths) {
  const total = paths.reduce((sum, { weight }) => sum + weight, 0);
  return () => {
    let remaining = Math.random() * total;
    for (const { path, weight } of paths) {
      remaining -= weight;
      if (remaining < 0) return path;
    }
    return paths[paths.length - 1].path;
  };
}
