// Shared by the k6 scripts of load-tests/k6/. See load-tests/README.md.
import http from 'k6/http';

export const PROPERTY_ID = '{propertyId}';
/** where {propertyId} comes from: the newest active listings (as scenarios.ts says) */
export const PROPERTY_IDS_PATH = '/api/properties?limit=100&sortBy=createdAt&sortOrder=desc';

/** BASE_URL without a trailing slash; required */
export function baseUrl(script) {
  const url = (__ENV.BASE_URL || '').replace(/\/+$/, '');
  if (!url) throw new Error(`BASE_URL is required, e.g. k6 run -e BASE_URL=https://staging.dealacre.example load-tests/k6/${script}`);
  return url;
}

/** 1 minute up to the peak, HOLD (default 5m) at it, 30 s down */
export function rampingStages(target) {
  return [
    { duration: '1m', target },
    { duration: __ENV.HOLD || '5m', target },
    { duration: '30s', target: 0 },
  ];
}

export function peakVus(fallback) {
  const vus = Number(__ENV.VUS || fallback);
  if (!Number.isInteger(vus) || vus < 1) throw new Error(`VUS must be a positive whole number, got ${__ENV.VUS}`);
  return vus;
}

/** The names picked with SCENARIOS=a,b (default: `defaults`), each checked against `known`. */
export function pick(known, defaults) {
  const names = __ENV.SCENARIOS
    ? __ENV.SCENARIOS.split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : defaults;
  const unknown = names.filter((name) => !known.some((item) => item.name === name));
  if (unknown.length > 0) throw new Error(`unknown scenario ${unknown.join(', ')}; known: ${known.map((item) => item.name).join(', ')}`);
  return known.filter((item) => names.includes(item.name));
}

/** The ids of the newest listings, for paths naming {propertyId}; empty when the deployment has none. */
export function propertyIds(base) {
  const response = http.get(`${base}${PROPERTY_IDS_PATH}`, { tags: { name: 'setup' } });
  if (response.status !== 200) return [];
  const cards = response.json();
  return Array.isArray(cards) ? cards.map((card) => card.id) : [];
}

/** The same weighted choice as weightedPicker in ../../scenarios.ts. */
export function weightedPicker(paths) {
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

export function randomItem(items) {
  return items[Math.floor(Math.random() * items.length)];
}

/** the metric tag of a path: its route without the query string and with ids as {id} */
export function routeTag(path) {
  return path.split('?')[0].replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{id}');
}
