/**
 * Map clusters from facet counts. Every search document carries, per level, the web map tile grid
 * cell (Web Mercator, as OpenLayers and OpenStreetMap tile the world) that holds its pin, as
 * `mapCell<level>: "x:y"`. Counting that attribute over a map search gives the listings per cell
 * from any engine with facets, so the map can show every match as clusters without loading them.
 */

/** The levels documents carry: a level-L cell is a level-L map tile, 256 px at zoom L. */
export const CELL_LEVELS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
const FIRST_LEVEL = CELL_LEVELS[0];
const LAST_LEVEL = CELL_LEVELS[CELL_LEVELS.length - 1];
/** Cluster cells are this many levels finer than the map's zoom: 64 px squares on screen. */
const CLUSTER_LEVEL_OFFSET = 2;
/** Web Mercator's latitude limit: the square world of map tiles. */
const MAX_LATITUDE = 85.05112878;

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface CellCount {
  lat: number;
  lng: number;
  count: number;
  bounds: Bounds;
}

export const cellAttribute = (level: number) => `mapCell${level}`;
export const CELL_ATTRIBUTES = CELL_LEVELS.map(cellAttribute);

/** The document attributes placing a pin in the cell of every level. */
export function cellAttributes(lat: number, lng: number): Record<string, string> {
  const y = mercatorY(lat);
  const x = (lng + 180) / 360;
  return Object.fromEntries(
    CELL_LEVELS.map((level, i) => {
      const tiles = 2 ** level;
      return [CELL_ATTRIBUTES[i], `${clampTile(x * tiles, tiles)}:${clampTile(y * tiles, tiles)}`];
    }),
  );
}

/**
 * The level whose cells make clusters at a map zoom (the map's own zoom when it sends one, else
 * guessed from the width of its box on a screen about 1,000 px wide; the whole country without).
 * The level above it must exist too: it places each cluster (see clustersOf).
 */
export function clusterLevel(zoom: number | undefined, bbox: Bounds | undefined): number {
  const mapZoom = zoom ?? (bbox ? Math.log2((360 * 4) / Math.max(1e-6, lngSpan(bbox))) : 4);
  return Math.min(LAST_LEVEL - 1, Math.max(FIRST_LEVEL, Math.round(mapZoom) + CLUSTER_LEVEL_OFFSET));
}

/**
 * Clusters from the counts per cell of `level`, each placed at the weighted centre of the counts of
 * its four cells one level finer (so clusters sit where the listings are, not on a grid), or at the
 * centre of its cell when those are missing.
 */
export function clustersOf(level: number, counts: Record<string, number>, finerCounts: Record<string, number>): CellCount[] {
  const weighted = new Map<string, { lat: number; lng: number; count: number }>();
  for (const [key, count] of Object.entries(finerCounts)) {
    const [x, y] = parseCell(key);
    const parent = `${x >> 1}:${y >> 1}`;
    const centre = cellCentre(level + 1, x, y);
    const sum = weighted.get(parent) ?? { lat: 0, lng: 0, count: 0 };
    sum.lat += centre.lat * count;
    sum.lng += centre.lng * count;
    sum.count += count;
    weighted.set(parent, sum);
  }
  return Object.entries(counts).map(([key, count]) => {
    const [x, y] = parseCell(key);
    const sum = weighted.get(key);
    const at = sum && sum.count > 0 ? { lat: sum.lat / sum.count, lng: sum.lng / sum.count } : cellCentre(level, x, y);
    return { lat: roundDegrees(at.lat), lng: roundDegrees(at.lng), count, bounds: cellBounds(level, x, y) };
  });
}

function parseCell(key: string): [number, number] {
  const [x, y] = key.split(':').map(Number);
  return [x, y];
}

function cellCentre(level: number, x: number, y: number): { lat: number; lng: number } {
  const tiles = 2 ** level;
  return { lat: latitudeOf((y + 0.5) / tiles), lng: ((x + 0.5) / tiles) * 360 - 180 };
}

function cellBounds(level: number, x: number, y: number): Bounds {
  const tiles = 2 ** level;
  return {
    west: roundDegrees((x / tiles) * 360 - 180),
    east: roundDegrees(((x + 1) / tiles) * 360 - 180),
    north: roundDegrees(latitudeOf(y / tiles)),
    south: roundDegrees(latitudeOf((y + 1) / tiles)),
  };
}

/** 0 at the top of the tile world, 1 at its bottom. */
function mercatorY(lat: number): number {
  const radians = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return (1 - Math.asinh(Math.tan(radians)) / Math.PI) / 2;
}

function latitudeOf(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

function clampTile(value: number, tiles: number): number {
  return Math.min(tiles - 1, Math.max(0, Math.floor(value)));
}

function lngSpan({ west, east }: Bounds): number {
  return west <= east ? east - west : east + 360 - west;
}

/** 5 decimals are about a metre: enough for a pin, and hundreds of markers stay light. */
export function roundDegrees(degrees: number): number {
  return Math.round(degrees * 100_000) / 100_000;
}
