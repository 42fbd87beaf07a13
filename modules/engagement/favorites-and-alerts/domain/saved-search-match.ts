import { stateName } from '../../../listings/contracts/us-states.ts';
import { polygonContains } from '../../../shared/kernel/geo-polygon.ts';
import type { SavedSearchCriteria } from '../../contracts/saved-searches.ts';

/**
 * Whether a listing answers a saved search, decided without the search index, so one listing event
 * can be checked against its candidate searches in microseconds (decision 0024).
 */

/** What matching reads of a listing; money in whole dollars, like the search filters. */
export interface MatchableListing {
  title: string;
  description: string;
  category: string;
  status: string;
  city: string;
  county: string | null;
  state: string;
  zip: string | null;
  apn?: string | null;
  price: number;
  acres: number;
  beds: number | null;
  baths: number | null;
  terms: readonly string[];
  openToJointVenture: boolean;
  featured: boolean;
  latitude: number | null;
  longitude: number | null;
}

const ANY = '*';
/** above this many category × state pairs a search is indexed by category alone (the check below still tests the state) */
const MAX_KEYS = 64;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}]+/gu;

const words = (text: string): string[] => text.toLowerCase().normalize('NFKD').replace(COMBINING_MARKS, '').match(WORD) ?? [];

/**
 * The index keys of a search: `category|state` pairs, `*` for "any". A listing event looks up the
 * four keys it can match ({@link listingKeys}), so it meets only the searches that could want it.
 */
export function searchKeys(criteria: Pick<SavedSearchCriteria, 'category' | 'state'>): string[] {
  const categories = criteria.category?.length ? criteria.category : [ANY];
  const states = criteria.state?.length ? criteria.state : [ANY];
  if (!keysCoverStates(criteria)) return categories.map((category) => `${category}|${ANY}`);
  return categories.flatMap((category) => states.map((state) => `${category}|${state}`));
}

/** whether {@link searchKeys} name the search's states, or only its categories (then the states must be checked apart) */
export function keysCoverStates(criteria: Pick<SavedSearchCriteria, 'category' | 'state'>): boolean {
  return Math.max(1, criteria.category?.length ?? 0) * Math.max(1, criteria.state?.length ?? 0) <= MAX_KEYS;
}

export function listingKeys(listing: Pick<MatchableListing, 'category' | 'state'>): string[] {
  return [`${listing.category}|${listing.state}`, `${listing.category}|${ANY}`, `${ANY}|${listing.state}`, `${ANY}|${ANY}`];
}

/** the words of a search's text, lower-cased and without accents */
export const searchWords = (query: string): string[] => words(query);

/** the words of the listing's searchable text (title, place, APN, description), lower-cased and without accents */
export const listingWords = (listing: MatchableListing): string[] =>
  words(
    [
      listing.title,
      listing.city,
      listing.county ?? '',
      listing.state,
      stateName(listing.state),
      listing.zip ?? '',
      listing.apn ?? '',
      listing.description,
    ].join(' '),
  );

/** every word of the search text starts a word of the listing's searchable text (title, place, description) */
function textMatches(query: string, listing: MatchableListing): boolean {
  const wanted = searchWords(query);
  if (wanted.length === 0) return true;
  const have = listingWords(listing);
  return wanted.every((word) => have.some((candidate) => candidate.startsWith(word)));
}

const within = (value: number | null, min: number | undefined, max: number | undefined) =>
  (min === undefined || (value !== null && value >= min)) && (max === undefined || (value !== null && value <= max));

const EARTH_RADIUS_KM = 6371;
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Whether the listing's pin is in every place the search names: its map area, its drawn area, its radius. */
export function placeMatches(
  criteria: Pick<SavedSearchCriteria, 'bbox' | 'polygon' | 'near' | 'radiusKm'>,
  listing: Pick<MatchableListing, 'latitude' | 'longitude'>,
): boolean {
  const { bbox, polygon, near } = criteria;
  if (!bbox && !polygon && !near) return true;
  const { latitude: lat, longitude: lng } = listing;
  if (lat === null || lng === null) return false;
  if (bbox && !(lat >= bbox.south && lat <= bbox.north && lng >= bbox.west && lng <= bbox.east)) return false;
  if (polygon && !polygonContains(polygon, lat, lng)) return false;
  return !near || distanceKm(near, { lat, lng }) <= (criteria.radiusKm ?? 0);
}

/** Price per acre in whole dollars, as the search index computes it (0 without acreage). */
export const pricePerAcre = (listing: Pick<MatchableListing, 'price' | 'acres'>) =>
  listing.acres > 0 ? Math.round(listing.price / listing.acres) : 0;

/** Whether the listing is one the saved search would show. */
export function listingMatches(criteria: SavedSearchCriteria, listing: MatchableListing): boolean {
  const lowerCounties = criteria.county?.map((county) => county.toLowerCase());
  return (
    listing.status === (criteria.status ?? 'active') &&
    (!criteria.category?.length || criteria.category.includes(listing.category as never)) &&
    (!criteria.state?.length || criteria.state.includes(listing.state)) &&
    (!lowerCounties?.length || (listing.county !== null && lowerCounties.includes(listing.county.toLowerCase()))) &&
    (!criteria.terms?.length || criteria.terms.some((term) => listing.terms.includes(term))) &&
    (criteria.openToJointVenture === undefined || listing.openToJointVenture === criteria.openToJointVenture) &&
    (criteria.featured === undefined || listing.featured === criteria.featured) &&
    within(listing.price, criteria.minPrice, criteria.maxPrice) &&
    within(listing.acres, criteria.minAcres, criteria.maxAcres) &&
    within(pricePerAcre(listing), criteria.minPricePerAcre, criteria.maxPricePerAcre) &&
    within(listing.beds, criteria.minBeds, undefined) &&
    within(listing.baths, criteria.minBaths, undefined) &&
    placeMatches(criteria, listing) &&
    textMatches(criteria.q ?? '', listing)
  );
}
