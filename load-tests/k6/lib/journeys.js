// Signed-in journeys of scenarios.json (sign-in, messaging, saved-searches), on accounts registered
// through the API in setup(), as the web app does it (CSRF: the csrf_token cookie echoed in X-CSRF-Token).
import http from 'k6/http';
import exec from 'k6/execution';
import { check, fail, sleep } from 'k6';
import { baseUrl, peakVus, pick, rampingStages, routeTag } from './common.js';

const CSRF_COOKIE = 'csrf_token';
const CSRF_HEADER = 'X-CSRF-Token';

/**
 * The options, setup and VU function of a script running one journey of scenarios.json (or those
 * SCENARIOS names). Every VU signs in to its own account and goes through the journey's steps at most
 * `iterationsPerMinute` times a minute, so the per-member limits of the API are never what is measured.
 */
export function journeyScript(file, script, defaults) {
  const BASE_URL = baseUrl(script);
  const selected = pick(file.journeys, defaults);
  const PEAK_VUS = peakVus(20);
  const totalShare = selected.reduce((sum, journey) => sum + journey.share, 0);
  const vusOf = Object.fromEntries(
    selected.map((journey) => [journey.name, Math.max(1, Math.round((PEAK_VUS * journey.share) / totalShare))]),
  );
  const run = __ENV.RUN_ID || Date.now().toString(36);
  const password = __ENV.ACCOUNT_PASSWORD || `load-test-acres-${run}`;

  const options = {
    setupTimeout: '10m',
    scenarios: Object.fromEntries(
      selected.map((journey) => [
        journey.name,
        { executor: 'ramping-vus', exec: 'member', startVUs: 0, stages: rampingStages(vusOf[journey.name]), gracefulRampDown: '30s' },
      ]),
    ),
    thresholds: {
      http_req_failed: ['rate<0.01'],
      checks: ['rate>0.99'],
      ...Object.fromEntries(selected.map((journey) => [`http_req_duration{scenario:${journey.name}}`, [`p(95)<${journey.p95Ms}`]])),
    },
  };

  /** Registers one account per VU of each journey (two at least where they write to each other). */
  function setup() {
    const accounts = {};
    for (const journey of selected) {
      const count = Math.max(vusOf[journey.name], journey.needs.includes('conversation') ? 2 : 1);
      const registered = [];
      for (let n = 0; n < count; n++) registered.push(register(`loadtest-${run}-${journey.name}-${n}@example.com`));
      if (journey.needs.includes('conversation')) {
        registered.forEach((account, n) => {
          const partner = registered[(n + 1) % registered.length];
          const response = send(
            account.jar,
            'POST',
            '/api/conversations',
            { memberId: partner.id, message: 'Hello from the load test.', clientId: clientId() },
            'setup',
          );
          if (response.status !== 200 && response.status !== 201)
            fail(`could not start a conversation: ${response.status} ${response.body}`);
          account.conversationId = response.json('conversation.id');
        });
      }
      accounts[journey.name] = registered.map(({ email, id, conversationId }) => ({ email, id, conversationId }));
    }
    return { accounts };
  }

  function register(email) {
    const jar = new http.CookieJar();
    http.get(`${BASE_URL}/api/auth/me`, { jar, tags: { name: 'setup' }, responseCallback: http.expectedStatuses(200, 401) });
    const response = send(
      jar,
      'POST',
      '/api/auth/register',
      { email, password, firstName: 'Load', lastName: 'Test' },
      'setup',
      http.expectedStatuses(201, 409),
    );
    if (response.status === 201) return { email, id: response.json('id'), jar };
    if (response.status === 409) {
      // registered by an earlier run with the same RUN_ID: sign in instead
      const signedIn = send(jar, 'POST', '/api/auth/login', { email, password }, 'setup');
      if (signedIn.status === 200) return { email, id: signedIn.json('id'), jar };
      fail(`${email} exists but does not sign in with this password: ${signedIn.status} ${signedIn.body}`);
    }
    fail(
      `could not register ${email}: ${response.status} ${response.body}` +
        (response.status === 429
          ? ' (registrations are limited to 10 an hour per client address: register the accounts over several runs with the same RUN_ID; each run reuses those that exist)'
          : ''),
    );
  }

  function send(jar, method, path, body, name, responseCallback) {
    const csrf = (jar.cookiesForURL(BASE_URL)[CSRF_COOKIE] || [])[0] || '';
    const params = { jar, headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: csrf }, tags: { name: name || routeTag(path) } };
    if (responseCallback) params.responseCallback = responseCallback;
    return http.request(method, `${BASE_URL}${path}`, body === undefined ? null : JSON.stringify(body), params);
  }

  // per VU and journey: its account and what its steps found
  const states = {};

  function member(data) {
    const journey = selected.find((item) => item.name === exec.scenario.name);
    const accounts = data.accounts[journey.name];
    const jar = http.cookieJar();
    let state = states[journey.name];
    if (!state) {
      const account = accounts[(exec.vu.idInTest - 1) % accounts.length];
      state = states[journey.name] = { email: account.email, values: { conversationId: account.conversationId } };
      http.get(`${BASE_URL}/api/auth/me`, { tags: { name: 'setup' }, responseCallback: http.expectedStatuses(200, 401) });
      const signedIn = send(jar, 'POST', '/api/auth/login', { email: state.email, password }, 'setup');
      if (signedIn.status !== 200) fail(`could not sign in ${state.email}: ${signedIn.status} ${signedIn.body}`);
    }
    const started = Date.now();
    for (const step of journey.steps) {
      const path = fill(step.path, state.values);
      const body = step.body === undefined ? undefined : fillBody(step.body, { email: state.email, password });
      const response = send(jar, step.method, path, body, routeTag(step.path));
      const ok = check(response, { [`${step.method} ${routeTag(step.path)} is 2xx`]: (r) => r.status >= 200 && r.status < 300 });
      if (ok && step.save) for (const [name, field] of Object.entries(step.save)) state.values[name] = response.json(field);
      if (!ok) break;
      sleep(0.3 + Math.random() * 0.4); // a member reads before the next click
    }
    // at most iterationsPerMinute passes a minute per account
    const rest = 60 / journey.iterationsPerMinute - (Date.now() - started) / 1000;
    if (rest > 0) sleep(rest);
  }

  return { options, setup, member };
}

function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => (values[name] === undefined ? whole : encodeURIComponent(values[name])));
}

function fillBody(body, values) {
  return JSON.parse(JSON.stringify(body), (_key, value) => {
    if (typeof value !== 'string') return value;
    if (value === '{clientId}') return clientId();
    return value.replace(/\{(email|password)\}/g, (_whole, name) => values[name]);
  });
}

/** what the web app makes once per message it sends: 8 to 64 letters, digits, - or _ */
function clientId() {
  return `k6-${exec.vu.idInTest}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
