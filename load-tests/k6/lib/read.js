// Anonymous GET scenarios of scenarios.json (home, browse-listings, search, map, property, health).
import http from 'k6/http';
import exec from 'k6/execution';
import { check, sleep } from 'k6';
import { baseUrl, peakVus, pick, PROPERTY_ID, propertyIds, randomItem, rampingStages, routeTag, weightedPicker } from './common.js';

/**
 * The options, setup and VU function of a script running some of scenarios.json's scenarios:
 * `defaults` unless SCENARIOS names others. Each scenario gets VUS (default 50) split by its share.
 */
export function readScript(file, script, defaults) {
  const BASE_URL = baseUrl(script);
  const selected = pick(file.scenarios, defaults);
  const PEAK_VUS = peakVus(50);
  const totalShare = selected.reduce((sum, scenario) => sum + scenario.share, 0);
  const pickers = Object.fromEntries(selected.map((scenario) => [scenario.name, weightedPicker(scenario.paths)]));

  const options = {
    scenarios: Object.fromEntries(
      selected.map((scenario) => [
        scenario.name,
        {
          executor: 'ramping-vus',
          exec: 'visit',
          startVUs: 0,
          stages: rampingStages(Math.max(1, Math.round((PEAK_VUS * scenario.share) / totalShare))),
          gracefulRampDown: '10s',
        },
      ]),
    ),
    thresholds: {
      http_req_failed: ['rate<0.01'],
      checks: ['rate>0.99'],
      ...Object.fromEntries(selected.map((scenario) => [`http_req_duration{scenario:${scenario.name}}`, [`p(95)<${scenario.p95Ms}`]])),
    },
  };

  /** Finds listing ids for {propertyId}, and skips (with a warning) scenarios whose first path answers 404. */
  function setup() {
    const needsIds = selected.some((scenario) => scenario.paths.some(({ path }) => path.includes(PROPERTY_ID)));
    const ids = needsIds ? propertyIds(BASE_URL) : [];
    const missing = [];
    for (const scenario of selected) {
      const template = scenario.paths[0].path;
      if (template.includes(PROPERTY_ID) && ids.length === 0) {
        console.warn(`scenario ${scenario.name} skipped: the deployment has no listings to open`);
        missing.push(scenario.name);
        continue;
      }
      const path = template.replaceAll(PROPERTY_ID, ids[0]);
      const response = http.get(`${BASE_URL}${path}`, {
        responseCallback: http.expectedStatuses({ min: 200, max: 399 }, 404),
        tags: { name: 'probe' },
      });
      if (response.status === 404) {
        console.warn(`scenario ${scenario.name} skipped: ${path} answered 404`);
        missing.push(scenario.name);
      }
    }
    return { missing, ids };
  }

  function visit(data) {
    const scenario = exec.scenario.name;
    if (data.missing.includes(scenario)) {
      sleep(30);
      return;
    }
    const template = pickers[scenario]();
    const path = template.includes(PROPERTY_ID) ? template.replaceAll(PROPERTY_ID, randomItem(data.ids)) : template;
    // Tag by route, not by full URL, so hundreds of query strings do not become hundreds of metric series.
    const response = http.get(`${BASE_URL}${path}`, { tags: { name: routeTag(template) } });
    check(response, { 'status is 2xx': (r) => r.status >= 200 && r.status < 300 });
    sleep(0.5 + Math.random()); // think time between a visitor's requests
  }

  return { options, setup, visit };
}
