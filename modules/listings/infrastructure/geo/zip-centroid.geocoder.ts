import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { GeocodeQuery, Geocoder } from '../../application/geocoder.ts';
import type { GeocodeResult } from '../../contracts/geocode.ts';

/** One US ZIP code's centroid. */
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  county: string | null;
  latitude: number;
  longitude: number;
}

interface CityPlace {
  city: string;
  state: string;
  county: string | null;
  latitude: number;
  longitude: number;
}

/**
 * The GeoNames US postal code table (https://www.geonames.org/, CC BY 4.0): `US.txt` of GeoNames'
 * postal code export, tab-separated country, ZIP, place, state name, state code, county, county
 * code, -, -, latitude, longitude, accuracy; kept gzipped beside this file (0.6 MB), so it is read
 * from disk with no network at run time and no reliance on another package's files. To refresh it,
 * from https://download.geonames.org/export/zip/US.zip: `unzip -p US.zip US.txt | gzip -9n > geonames-us.txt.gz`.
 */
export const GEONAMES_US_FILE = fileURLToPath(new URL('./geonames-us.txt.gz', import.meta.url));

export function readGeonamesUs(file = GEONAMES_US_FILE): string {
  return gunzipSync(readFileSync(file)).toString('utf8');
}

export function parseGeonames(text: string): ZipPlace[] {
  const places: ZipPlace[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('\t');
    if (cells.length < 11 || cells[0] !== 'US') continue;
    const latitude = Number(cells[9]);
    const longitude = Number(cells[10]);
    if (!/^\d{5}$/.test(cells[1]) || cells[9] === '' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    places.push({ zip: cells[1], city: cells[2], state: cells[4], county: cells[5] || null, latitude, longitude });
  }
  return places;
}

const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount', pt: 'point' };

/** `St. Louis`, `saint louis` and `SAINT-LOUIS` are one city. */
export function normalizeCity(city: string): string {
  return city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word, index) => (index === 0 && ABBREVIATIONS[word]) || word)
    .join(' ');
}

const cityKey = (city: string, state: string) => `${normalizeCity(city)}|${state.trim().toUpperCase()}`;
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Offline geocoder over US ZIP centroids. The table is read once, on the first lookup; a city's
 * centroid is the mean of its ZIP centroids and its county the one most of its ZIPs lie in.
 */
export class ZipCentroidGeocoder implements Geocoder {
  private readonly load: () => ZipPlace[];
  private byZip: Map<string, ZipPlace> | null = null;
  private byCity: Map<string, CityPlace> | null = null;
  private zipsByCity: Map<string, ZipPlace[]> | null = null;

  constructor(load: () => ZipPlace[] = () => parseGeonames(readGeonamesUs())) {
    this.load = load;
  }

  locate({ zip, city, state }: GeocodeQuery): GeocodeResult | null {
    this.index();
    const zipPlace = zip ? this.byZip!.get(zip.trim()) : undefined;
    if (zipPlace) {
      return {
        latitude: zipPlace.latitude,
        longitude: zipPlace.longitude,
        precision: 'zip',
        city: zipPlace.city,
        state: zipPlace.state,
        county: zipPlace.county,
      };
    }
    const cityPlace = city && state ? this.byCity!.get(cityKey(city, state)) : undefined;
    if (cityPlace) {
      return {
        latitude: cityPlace.latitude,
        longitude: cityPlace.longitude,
        precision: 'city',
        city: cityPlace.city,
        state: cityPlace.state,
        county: cityPlace.county,
      };
    }
    return null;
  }

  /** Every ZIP of a city, for the seed (which wants real ZIPs). */
  zipsOf(city: string, state: string): ZipPlace[] {
    this.index();
    return this.zipsByCity!.get(cityKey(city, state)) ?? [];
  }

  private index(): void {
    if (this.byZip) return;
    const byZip = new Map<string, ZipPlace>();
    const groups = new Map<string, ZipPlace[]>();
    for (const place of this.load()) {
      if (byZip.has(place.zip)) continue;
      byZip.set(place.zip, place);
      const key = cityKey(place.city, place.state);
      const group = groups.get(key);
      if (group) group.push(place);
      else groups.set(key, [place]);
    }
    const byCity = new Map<string, CityPlace>();
    for (const [key, places] of groups) {
      const counties = new Map<string, number>();
      for (const place of places) if (place.county) counties.set(place.county, (counties.get(place.county) ?? 0) + 1);
      const county = [...counties].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
      byCity.set(key, {
        city: places[0].city,
        state: places[0].state,
        county,
        latitude: round(places.reduce((sum, place) => sum + place.latitude, 0) / places.length),
        longitude: round(places.reduce((sum, place) => sum + place.longitude, 0) / places.length),
      });
    }
    this.byZip = byZip;
    this.byCity = byCity;
    this.zipsByCity = groups;
  }
}
