import { DEMO_SELLERS } from '../../../identity/contracts/demo.ts';
import { seededRandom } from '../../../shared/kernel/seeded-random.ts';
import type { AskingTerm, JvTerms, ListingInput, PropertyCategory, RoadAccess, Utility } from '../../contracts/listing.ts';
import { PROPERTY_CATEGORIES } from '../../contracts/listing.ts';
import type { ZipPlace } from '../geo/zip-centroid.geocoder.ts';

/** The identity module's demo sellers own the demo listings. */
export const DEMO_SELLER_IDS = DEMO_SELLERS.map((seller) => seller.id);

/**
 * Who posted demo listing `index`: the demo sellers are on the Premium, Pro and Pro trial plans
 * (billing's demo seeding), and Pro allows 15 active listings, so the second and third seller post one
 * listing in sixteen each (about 12, a few of them sold or under contract) and the first the rest.
 */
export function demoOwner(index: number): string {
  const [premium, pro, trial] = DEMO_SELLER_IDS;
  return index % 16 === 3 ? pro : index % 16 === 11 ? trial : premium;
}

export const DEMO_LISTING_COUNT = 200;
export const DEMO_DAYS = 120;
/** How many different pictures each category has (demo-pictures.ts draws them); listings reuse them, so the seed stays fast. */
const PICTURES_PER_CATEGORY = 4;

export interface DemoListing {
  ownerId: string;
  listing: ListingInput;
  daysAgo: number;
  /** where the listing ends up after publishing */
  status: 'active' | 'under_contract' | 'sold';
  /** variants of the category's demo pictures, the cover first */
  pictures: number[];
}

type Setting = 'city' | 'town' | 'rural';

/** Real places (ZIP, county and coordinates come from the offline geocoder), in 34 states. */
const PLACES: Array<{ city: string; state: string; setting: Setting[] }> = [
  { city: 'Austin', state: 'TX', setting: ['city'] },
  { city: 'San Antonio', state: 'TX', setting: ['city'] },
  { city: 'Fort Stockton', state: 'TX', setting: ['rural'] },
  { city: 'Bastrop', state: 'TX', setting: ['town', 'rural'] },
  { city: 'Memphis', state: 'TN', setting: ['city'] },
  { city: 'Crossville', state: 'TN', setting: ['rural', 'town'] },
  { city: 'Ocala', state: 'FL', setting: ['town', 'rural'] },
  { city: 'Jacksonville', state: 'FL', setting: ['city'] },
  { city: 'Lake City', state: 'FL', setting: ['town'] },
  { city: 'Asheville', state: 'NC', setting: ['town', 'rural'] },
  { city: 'Charlotte', state: 'NC', setting: ['city'] },
  { city: 'Cleveland', state: 'OH', setting: ['city'] },
  { city: 'Columbus', state: 'OH', setting: ['city'] },
  { city: 'Garden City', state: 'KS', setting: ['rural'] },
  { city: 'Wichita', state: 'KS', setting: ['city'] },
  { city: 'Fayetteville', state: 'AR', setting: ['town', 'rural'] },
  { city: 'Boise', state: 'ID', setting: ['city', 'town'] },
  { city: 'Gary', state: 'IN', setting: ['city'] },
  { city: 'Indianapolis', state: 'IN', setting: ['city'] },
  { city: 'Macon', state: 'GA', setting: ['city', 'town'] },
  { city: 'Savannah', state: 'GA', setting: ['city'] },
  { city: 'Pahrump', state: 'NV', setting: ['rural', 'town'] },
  { city: 'Birmingham', state: 'AL', setting: ['city'] },
  { city: 'Deming', state: 'NM', setting: ['rural'] },
  { city: 'Albuquerque', state: 'NM', setting: ['city'] },
  { city: 'Hattiesburg', state: 'MS', setting: ['town', 'rural'] },
  { city: 'Natchez', state: 'MS', setting: ['rural'] },
  { city: 'Tulsa', state: 'OK', setting: ['city'] },
  { city: 'Branson', state: 'MO', setting: ['town', 'rural'] },
  { city: 'Kansas City', state: 'MO', setting: ['city'] },
  { city: 'Baltimore', state: 'MD', setting: ['city'] },
  { city: 'Kingman', state: 'AZ', setting: ['rural', 'town'] },
  { city: 'Phoenix', state: 'AZ', setting: ['city'] },
  { city: 'Detroit', state: 'MI', setting: ['city'] },
  { city: 'Traverse City', state: 'MI', setting: ['town', 'rural'] },
  { city: 'Pueblo', state: 'CO', setting: ['town', 'rural'] },
  { city: 'Columbia', state: 'SC', setting: ['city'] },
  { city: 'Lexington', state: 'KY', setting: ['city', 'rural'] },
  { city: 'Baton Rouge', state: 'LA', setting: ['city'] },
  { city: 'Spokane', state: 'WA', setting: ['city', 'town'] },
  { city: 'Medford', state: 'OR', setting: ['town', 'rural'] },
  { city: 'Fresno', state: 'CA', setting: ['city', 'rural'] },
  { city: 'Billings', state: 'MT', setting: ['town', 'rural'] },
  { city: 'Cheyenne', state: 'WY', setting: ['town', 'rural'] },
  { city: 'Sioux Falls', state: 'SD', setting: ['city', 'rural'] },
  { city: 'Des Moines', state: 'IA', setting: ['city', 'rural'] },
  { city: 'Scranton', state: 'PA', setting: ['city'] },
  { city: 'Bangor', state: 'ME', setting: ['town', 'rural'] },
  { city: 'Rochester', state: 'NY', setting: ['city'] },
  { city: 'Duluth', state: 'MN', setting: ['town', 'rural'] },
];

interface CategorySpec {
  setting: Setting;
  titles: string[];
  descriptions: string[];
  acres: [number, number];
  /** whole dollars: a price per acre range for land-like categories, a price range otherwise */
  perAcre?: [number, number];
  price?: [number, number];
  building?: { sqft: [number, number]; beds?: [number, number]; year: [number, number] };
  arv?: [number, number];
  repairs?: [number, number];
  zoning: string[];
  utilities: Utility[][];
  road: RoadAccess[];
  terms: AskingTerm[][];
  jv: number;
  jvTerms: JvTerms[];
}

const SPECS: Record<PropertyCategory, CategorySpec> = {
  land: {
    setting: 'rural',
    titles: [
      '{acres} Wooded Acres with Creek Frontage',
      '{acres} Acres Near {city}, Perc Tested',
      'Level {acres}-Acre Homesite',
      '{acres} Acres of Timberland',
      'Secluded {acres} Acres with Road Frontage',
    ],
    descriptions: [
      'Mature hardwoods, a year-round creek and county road frontage. Perc test on file, survey available. Power at the road.',
      'Gently rolling acreage with a mix of pasture and timber. No HOA. Good deer and turkey sign. Owner will carry with 10% down.',
      'Buildable lot in a quiet area, minutes from {city}. Electric on the road, well and septic needed. Clean title, ready to close.',
    ],
    acres: [2, 60],
    perAcre: [2_500, 14_000],
    zoning: ['A-1', 'R-A', 'AG', 'RR-5'],
    utilities: [['electric'], ['electric', 'well'], [], ['electric', 'internet']],
    road: ['paved', 'gravel', 'dirt', 'easement'],
    terms: [['cash'], ['cash', 'owner-finance'], ['assignment']],
    jv: 0.15,
    jvTerms: [
      { seeking: 'operating-partner', amount: null, partnerShare: 50, note: '50/50 split on net after subdividing into 5-acre tracts.' },
    ],
  },
  residential: {
    setting: 'city',
    titles: [
      'Distressed {beds}/{baths} Ranch in {city}',
      'Fixer Bungalow, {beds} Beds',
      'Brick {beds}-Bed Colonial, Estate Sale',
      'Wholesale {beds}/{baths} with Garage',
      'Cosmetic Rehab {beds}/{baths} Near Downtown',
    ],
    descriptions: [
      'Needs roof, HVAC and a cosmetic rehab. Comps in the neighbourhood support the ARV. Assignment contract, close in 21 days.',
      'Probate sale, sold as-is. Solid bones, dated kitchen and baths. Vacant and easy to show.',
      'Occupied by the seller, vacant at closing. Paint, flooring and a furnace away from a rent-ready house.',
    ],
    acres: [0.1, 0.45],
    price: [38_000, 240_000],
    building: { sqft: [900, 2_400], beds: [2, 5], year: [1925, 1998] },
    arv: [1.55, 2.1],
    repairs: [0.2, 0.5],
    zoning: ['R-1', 'R-2', 'SF-3', 'RS-5'],
    utilities: [
      ['electric', 'water', 'sewer', 'gas'],
      ['electric', 'water', 'sewer'],
      ['electric', 'water', 'sewer', 'gas', 'internet'],
    ],
    road: ['paved'],
    terms: [['cash'], ['assignment'], ['cash', 'assignment'], ['subject-to']],
    jv: 0.25,
    jvTerms: [
      { seeking: 'capital', amount: 45_000, partnerShare: 40, note: 'Looking for a funding partner: 60/40 on profit after rehab.' },
      {
        seeking: 'share-buyer',
        amount: null,
        partnerShare: 50,
        note: 'Split the assignment fee 50/50 with a partner who brings the buyer.',
      },
    ],
  },
  commercial: {
    setting: 'city',
    titles: [
      'Shovel-Ready Commercial Pad',
      'Retail Strip Center, {occupancy}% Occupied',
      'Corner Lot Zoned C-2',
      'Freestanding Retail Building',
      'Office Building with Parking',
    ],
    descriptions: [
      'High-traffic frontage, utilities at the lot line. Curb cuts approved. Ideal for a quick-service restaurant or bank.',
      'Value-add through lease-up: below-market rents and two vacant units. Seller financing considered for a strong buyer.',
      'Well-kept building with ample parking on a main corridor. Current leases and rent roll available on request.',
    ],
    acres: [0.5, 4],
    price: [180_000, 1_900_000],
    building: { sqft: [2_400, 24_000], year: [1972, 2012] },
    zoning: ['C-1', 'C-2', 'CG', 'B-2'],
    utilities: [['electric', 'water', 'sewer', 'gas', 'internet']],
    road: ['paved'],
    terms: [['cash'], ['cash', 'owner-finance']],
    jv: 0.2,
    jvTerms: [
      {
        seeking: 'capital',
        amount: 250_000,
        partnerShare: 35,
        note: 'Seeking an equity partner for the lease-up; preferred return of 8%.',
      },
    ],
  },
  industrial: {
    setting: 'city',
    titles: [
      'Warehouse with Dock-High Doors',
      'Flex Industrial Units',
      'Truck Yard with Shop',
      'Light Manufacturing Building',
      'Cold Storage Facility',
    ],
    descriptions: [
      '22 ft clear height, four dock doors, three-phase power and a fenced yard. Close to the interstate.',
      'Fully leased flex units on NNN leases. Strong tenant mix, low vacancy in the submarket.',
      'Heavy power, crane-ready bays and outdoor storage. Zoned for light manufacturing.',
    ],
    acres: [1, 8],
    price: [350_000, 2_800_000],
    building: { sqft: [8_000, 60_000], year: [1968, 2008] },
    zoning: ['I-1', 'M-1', 'IL', 'LI'],
    utilities: [['electric', 'water', 'sewer', 'gas']],
    road: ['paved'],
    terms: [['cash'], ['cash', 'assignment']],
    jv: 0.1,
    jvTerms: [{ seeking: 'capital', amount: null, partnerShare: null, note: 'Open to a partner for a sale-leaseback.' }],
  },
  'mixed-use': {
    setting: 'city',
    titles: ['Mixed-Use Main Street Building', 'Retail Below, Two Apartments Above', 'Historic Corner Building', 'Live/Work Storefront'],
    descriptions: [
      'Retail on the ground floor, apartments above. Historic tax credits may apply. Separate meters for every unit.',
      'Downtown storefront with upstairs living space. Walkable block with new restaurants opening nearby.',
    ],
    acres: [0.05, 0.4],
    price: [140_000, 780_000],
    building: { sqft: [3_000, 12_000], beds: [2, 6], year: [1895, 1960] },
    arv: [1.4, 1.9],
    repairs: [0.15, 0.4],
    zoning: ['MU-1', 'CBD', 'MX', 'C-3'],
    utilities: [['electric', 'water', 'sewer', 'gas', 'internet']],
    road: ['paved'],
    terms: [['cash'], ['cash', 'owner-finance'], ['assignment']],
    jv: 0.35,
    jvTerms: [
      {
        seeking: 'capital',
        amount: 80_000,
        partnerShare: 50,
        note: 'Sponsor brings the deal and manages construction; partner funds the rehab.',
      },
    ],
  },
  agricultural: {
    setting: 'rural',
    titles: [
      '{acres}-Acre Irrigated Farm',
      'Pasture Land with Barn and Well',
      '{acres} Acres of Row-Crop Ground',
      'Cattle Ranch, {acres} Acres',
      'Orchard with Water Rights',
    ],
    descriptions: [
      'Center pivot, senior water rights and good soils. Leased for the season to a local operator.',
      'Fenced and cross-fenced, six-stall barn and a strong well. Ag exemption in place.',
      'Productive ground with a long history of yields. Mineral rights convey in part.',
    ],
    acres: [20, 640],
    perAcre: [2_200, 9_500],
    building: { sqft: [1_200, 6_000], year: [1950, 2005] },
    zoning: ['A-1', 'AG', 'A-2', 'EA'],
    utilities: [
      ['electric', 'well'],
      ['electric', 'well', 'septic'],
    ],
    road: ['paved', 'gravel'],
    terms: [['cash'], ['cash', 'owner-finance']],
    jv: 0.1,
    jvTerms: [
      { seeking: 'operating-partner', amount: null, partnerShare: 30, note: 'Will partner with an operator on a crop-share basis.' },
    ],
  },
  recreational: {
    setting: 'rural',
    titles: [
      'Lakefront Recreational Lot',
      'Cabin Lot in the Hills',
      'River Bottom Hunting Property',
      '{acres} Acres Near the National Forest',
      'Waterfront Camp Lot',
    ],
    descriptions: [
      'Deep-water access, dock permitted and power on site. A weekend getaway or a short-term rental.',
      'Ridge-top views and gravel road access. Close to the lake, trails and the marina.',
      'Food plots, two box stands and seasonal river frontage. Great duck and deer hunting.',
    ],
    acres: [0.5, 120],
    perAcre: [1_800, 25_000],
    zoning: ['REC', 'R-A', 'A-1', 'RR'],
    utilities: [['electric'], [], ['electric', 'water']],
    road: ['gravel', 'dirt', 'paved'],
    terms: [['cash'], ['cash', 'owner-finance']],
    jv: 0.1,
    jvTerms: [{ seeking: 'capital', amount: 120_000, partnerShare: 50, note: 'Partner wanted to build two rental cabins.' }],
  },
  investment: {
    setting: 'city',
    titles: [
      'Duplex Value-Add, Both Units Leased',
      'Four-Plex with Separate Meters',
      'Turnkey Rental, {beds} Beds',
      'Small Multifamily, 6 Units',
      'Section 8 Duplex',
    ],
    descriptions: [
      'Gross rents below market; a light rehab lifts them by 25%. Leases and a rent roll on request.',
      'Separately metered units, new roof, strong rental demand. Cap rate around 8% on current rents.',
      'Tenant in place, property manager willing to stay. Cash-flowing from day one.',
    ],
    acres: [0.12, 0.6],
    price: [85_000, 620_000],
    building: { sqft: [1_600, 6_400], beds: [3, 12], year: [1940, 1995] },
    arv: [1.25, 1.7],
    repairs: [0.05, 0.25],
    zoning: ['R-2', 'R-3', 'RM-1', 'MF-2'],
    utilities: [['electric', 'water', 'sewer', 'gas']],
    road: ['paved'],
    terms: [['cash'], ['cash', 'subject-to'], ['assignment'], ['owner-finance']],
    jv: 0.3,
    jvTerms: [{ seeking: 'capital', amount: 150_000, partnerShare: 30, note: '70/30 on cash flow and equity.' }],
  },
  development: {
    setting: 'town',
    titles: [
      '{lots}-Lot Subdivision, Plat Approved',
      'Infill Lots Zoned for Townhomes',
      'Entitled Multifamily Site',
      '{acres} Acres in the Growth Corridor',
      'Build-to-Rent Site',
    ],
    descriptions: [
      'Preliminary plat approved, water and sewer stubbed. Seeking a partner for the vertical build.',
      'Rezoned for townhomes with engineering in hand. In the path of growth, minutes from new retail.',
      'Entitlements in place for a build-to-rent community. Utilities at the property line.',
    ],
    acres: [1, 40],
    perAcre: [18_000, 140_000],
    zoning: ['PUD', 'R-3', 'MF-1', 'TND'],
    utilities: [
      ['electric', 'water', 'sewer'],
      ['electric', 'water', 'sewer', 'gas', 'internet'],
    ],
    road: ['paved'],
    terms: [['cash'], ['cash', 'assignment'], ['owner-finance']],
    jv: 0.45,
    jvTerms: [
      { seeking: 'capital', amount: 400_000, partnerShare: 45, note: 'Land contributed as equity; partner funds the horizontal work.' },
      { seeking: 'operating-partner', amount: null, partnerShare: null, note: 'Builder JV: lot price paid at each home sale.' },
    ],
  },
  unrestricted: {
    setting: 'rural',
    titles: [
      '{acres} Acres of Unrestricted Land',
      'Off-Grid {acres} Acres, No HOA',
      '{acres} Acres of Desert with Mountain Views',
      'Unrestricted Camping Lot',
      'Tiny-Home Friendly {acres} Acres',
    ],
    descriptions: [
      'No restrictions: camping, RVs and tiny homes allowed. Owner financing with a small down payment.',
      'Off-grid friendly with wide-open views. No zoning, no HOA. Easy access from the highway.',
      'Quiet acreage with dark skies. Bring your plans: no building codes outside the county minimums.',
    ],
    acres: [1, 80],
    perAcre: [350, 3_500],
    zoning: ['None', 'Unzoned', 'OS'],
    utilities: [[], ['electric'], []],
    road: ['dirt', 'gravel', 'none', 'easement'],
    terms: [['cash', 'owner-finance'], ['owner-finance'], ['cash']],
    jv: 0.05,
    jvTerms: [
      { seeking: 'operating-partner', amount: null, partnerShare: 50, note: 'Will split lots with a partner who handles marketing.' },
    ],
  },
};

/**
 * About 200 believable listings: every category, 34 states, real places, prices and sizes fitting
 * each category, ~8% featured, a few under contract and sold, created over the last 120 days.
 * Deterministic: the same seed gives the same marketplace.
 */
export function demoListings(zipsOf: (city: string, state: string) => ZipPlace[], seed = 2026): DemoListing[] {
  const random = seededRandom(seed);
  const between = ([low, high]: [number, number]) => low + random() * (high - low);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
  const listings: DemoListing[] = [];

  for (let index = 0; index < DEMO_LISTING_COUNT; index++) {
    const category = PROPERTY_CATEGORIES[index % PROPERTY_CATEGORIES.length];
    const spec = SPECS[category];
    const candidates = PLACES.filter((place) => place.setting.includes(spec.setting));
    const place = candidates[(index * 7 + Math.floor(index / 10)) % candidates.length];
    const zips = zipsOf(place.city, place.state);
    const zip = zips.length > 0 ? zips[Math.floor(random() * Math.min(zips.length, 8))] : null;

    const acres = Math.round(between(spec.acres) * (spec.acres[1] > 5 ? 1 : 100)) / (spec.acres[1] > 5 ? 1 : 100);
    const price = spec.perAcre ? roundTo(acres * between(spec.perAcre), 500) : roundTo(between(spec.price!), 1000);
    const beds = spec.building?.beds ? Math.round(between(spec.building.beds)) : null;
    const baths = beds === null ? null : Math.max(1, Math.round(beds * (0.5 + random() * 0.3) * 2) / 2);
    const hasBuilding = spec.building && (category !== 'agricultural' || random() < 0.6);
    const arv = spec.arv ? roundTo(price * between(spec.arv), 1000) : null;
    const repairs = spec.repairs ? roundTo(price * between(spec.repairs), 500) : null;
    const jv = random() < spec.jv;
    const words: Record<string, string> = {
      acres: acres >= 10 ? String(Math.round(acres)) : String(acres),
      beds: String(beds ?? 3),
      baths: String(baths ?? 2),
      city: place.city,
      occupancy: String(60 + Math.round(random() * 35)),
      lots: String(6 + Math.round(random() * 30)),
    };
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, word: string) => words[word]);
    // a little spread around the ZIP centroid, so listings of one ZIP do not share a pin
    const jitter = () => (random() - 0.5) * (spec.setting === 'rural' ? 0.12 : 0.04);
    const pictureCount = 2 + Math.floor(random() * 3);
    const first = Math.floor(random() * PICTURES_PER_CATEGORY);
    const roll = random();

    listings.push({
      ownerId: demoOwner(index),
      daysAgo: Math.round(((DEMO_DAYS * (DEMO_LISTING_COUNT - index)) / DEMO_LISTING_COUNT) * (0.85 + random() * 0.15) * 100) / 100,
      status: roll < 0.06 ? 'under_contract' : roll < 0.11 ? 'sold' : 'active',
      pictures: Array.from({ length: pictureCount }, (_, k) => (first + k) % PICTURES_PER_CATEGORY),
      listing: {
        title: fill(pick(spec.titles)).slice(0, 140),
        description: fill(pick(spec.descriptions)),
        category,
        streetAddress:
          spec.setting === 'rural'
            ? null
            : `${100 + Math.floor(random() * 9800)} ${pick(['Oak', 'Maple', 'Main', 'Cedar', 'Elm', 'Pine', 'Lake', 'Hill', 'Park', 'Washington'])} ${pick(['St', 'Ave', 'Rd', 'Dr', 'Ln'])}`,
        city: place.city,
        state: place.state,
        zip: zip?.zip ?? null,
        county: zip?.county ?? null,
        apn: `${Math.floor(100 + random() * 899)}-${Math.floor(10 + random() * 89)}-${Math.floor(1000 + random() * 8999)}`,
        latitude: zip ? Math.round((zip.latitude + jitter()) * 10_000) / 10_000 : null,
        longitude: zip ? Math.round((zip.longitude + jitter()) * 10_000) / 10_000 : null,
        acres,
        buildingSqft: hasBuilding ? roundTo(between(spec.building!.sqft), 50) : null,
        beds: hasBuilding ? beds : null,
        baths: hasBuilding ? baths : null,
        yearBuilt: hasBuilding ? Math.round(between(spec.building!.year)) : null,
        zoning: pick(spec.zoning),
        utilities: pick(spec.utilities),
        roadAccess: pick(spec.road),
        price,
        arv,
        estimatedRepairs: repairs,
        terms: pick(spec.terms),
        openToJointVenture: jv,
        jvTerms: jv ? pick(spec.jvTerms) : null,
        // one listing in twelve (about 8%) is featured
        featured: index % 12 === 5,
        images: [],
      },
    });
  }
  return listings;
}
