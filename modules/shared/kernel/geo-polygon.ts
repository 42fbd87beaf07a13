/**
 * A drawn search area: a simple polygon of latitude/longitude vertices, not closed (the last vertex
 * joins the first), spanning less than 180° of longitude (it never crosses the antimeridian).
 * Shared by the search engines, the saved-search matcher and the contracts, so they agree on every
 * point: the edges are inside (decision 0046).
 */
export interface PolygonVertex {
  lat: number;
  lng: number;
}

export interface PolygonBounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

export function polygonBounds(polygon: readonly PolygonVertex[]): PolygonBounds {
  const bounds = { south: Infinity, north: -Infinity, west: Infinity, east: -Infinity };
  for (const { lat, lng } of polygon) {
    bounds.south = Math.min(bounds.south, lat);
    bounds.north = Math.max(bounds.north, lat);
    bounds.west = Math.min(bounds.west, lng);
    bounds.east = Math.max(bounds.east, lng);
  }
  return bounds;
}

/** The box every point {@link polygonContains} accepts lies in: the vertices' box and the edges' tolerance around it. */
export function polygonReach(polygon: readonly PolygonVertex[]): PolygonBounds {
  const { south, north, west, east } = polygonBounds(polygon);
  return { south: south - ON_EDGE, north: north + ON_EDGE, west: west - ON_EDGE, east: east + ON_EDGE };
}

/**
 * Whether the point is inside the polygon, its edges and vertices included: even-odd ray casting in
 * plain degrees (longitude as x, latitude as y), as Meilisearch's `_geoPolygon` treats a small shape.
 */
export function polygonContains(polygon: readonly PolygonVertex[], lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const { lat: yi, lng: xi } = polygon[i];
    const { lat: yj, lng: xj } = polygon[j];
    if (onSegment(xi, yi, xj, yj, lng, lat)) return true;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** within a millionth of a degree (about 10 cm) of the segment */
const ON_EDGE = 1e-6;

function onSegment(x1: number, y1: number, x2: number, y2: number, x: number, y: number): boolean {
  if (x < Math.min(x1, x2) - ON_EDGE || x > Math.max(x1, x2) + ON_EDGE) return false;
  if (y < Math.min(y1, y2) - ON_EDGE || y > Math.max(y1, y2) + ON_EDGE) return false;
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return Math.hypot(x - x1, y - y1) <= ON_EDGE;
  // the distance from the point to the segment's line
  return Math.abs((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)) / length <= ON_EDGE;
}

/** Twice the polygon's signed area in square degrees (the shoelace formula); 0 when its vertices are on one line. */
export function polygonDoubleArea(polygon: readonly PolygonVertex[]): number {
  let sum = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    sum += (polygon[j].lng - polygon[i].lng) * (polygon[j].lat + polygon[i].lat);
  }
  return sum;
}
