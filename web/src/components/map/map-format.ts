/** Pure helpers of the maps (no OpenLayers here, so they are cheap to import and test). */

/** A whole-dollar price as a short map label: 950 → "$950", 45000 → "$45k", 9500 → "$9.5k", 1250000 → "$1.25M". */
export function compactPrice(dollars: number): string {
  const value = Math.max(0, Math.round(dollars));
  if (value < 1_000) return `$${value}`;
  // 999,600 would round to "$1000k": labels from $999.5k on read in millions.
  if (value < 999_500) {
    const thousands = value / 1_000;
    return `$${trim(thousands, thousands < 10 ? 1 : 0)}k`;
  }
  const millions = value / 1_000_000;
  return `$${trim(millions, millions < 10 ? 2 : 1)}M`;
}

/** A count on a cluster: 950 → "950", 1234 → "1.2k", 45000 → "45k", 2500000 → "2.5M". */
export function compactCount(count: number): string {
  if (count < 1_000) return String(count);
  if (count < 999_500) return `${trim(count / 1_000, count < 9_950 ? 1 : 0)}k`;
  return `${trim(count / 1_000_000, 1)}M`;
}

function trim(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

export interface MapBbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A bounding box as a URL parameter: `west,south,east,north`. */
export function bboxParam({ west, south, east, north }: MapBbox): string {
  return [west, south, east, north].join(',');
}

/** Rounds a bounding box to 5 decimals (about a metre) and keeps it inside valid degrees. */
export function normalizeBbox(bbox: MapBbox): MapBbox {
  const round = (value: number) => Math.round(value * 100_000) / 100_000;
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  return {
    west: round(clamp(bbox.west, 180)),
    south: round(clamp(bbox.south, 90)),
    east: round(clamp(bbox.east, 180)),
    north: round(clamp(bbox.north, 90)),
  };
}
