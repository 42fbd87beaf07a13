import { DEMO_SELLERS } from '../../../identity/contracts/demo.ts';
import type { PublishListingInput } from '../../application/commands/publish-listing/publish-listing.command.ts';

/** The identity module's demo sellers own the demo listings. */
export const DEMO_SELLER_IDS = DEMO_SELLERS.map((seller) => seller.id);

type DemoListing = Omit<PublishListingInput, 'ownerId' | 'createdAt'> & { daysAgo: number };

const $ = (dollars: number) => dollars * 100;

/** A small, believable marketplace for the embedded default and the demo. */
export const DEMO_LISTINGS: DemoListing[] = [
  { title: '40 Acres of Unrestricted Hunting Land', category: 'unrestricted', city: 'Fort Stockton', state: 'TX', acres: 40, priceCents: $(38_000), latitude: 30.894, longitude: -102.879, featured: true, openToJointVenture: false, daysAgo: 1, description: 'Off-grid friendly, no HOA, no zoning. Owner financing available with 10% down.' },
  { title: 'Distressed 3/2 Ranch Near Downtown', category: 'residential', city: 'Memphis', state: 'TN', acres: 0.21, priceCents: $(68_000), arvCents: $(145_000), latitude: 35.149, longitude: -90.049, featured: true, openToJointVenture: true, daysAgo: 2, description: 'Needs roof, HVAC and cosmetic rehab. Comps support $145k ARV. Assignment contract.' },
  { title: 'Shovel-Ready Commercial Pad on Highway 90', category: 'commercial', city: 'Lake City', state: 'FL', acres: 1.8, priceCents: $(245_000), latitude: 30.19, longitude: -82.639, featured: false, openToJointVenture: false, daysAgo: 3, description: 'High-traffic frontage, utilities at the lot line, zoned C-2.' },
  { title: '5 Wooded Acres with Creek Frontage', category: 'land', city: 'Asheville', state: 'NC', acres: 5, priceCents: $(89_000), latitude: 35.595, longitude: -82.551, featured: false, openToJointVenture: false, daysAgo: 4, description: 'Mature hardwoods, year-round creek, county road access, perc tested.' },
  { title: 'Duplex Value-Add, Both Units Leased', category: 'investment', city: 'Cleveland', state: 'OH', acres: 0.15, priceCents: $(92_000), arvCents: $(160_000), latitude: 41.499, longitude: -81.694, featured: false, openToJointVenture: true, daysAgo: 5, description: 'Gross rents $1,900/month, below market. Light rehab lifts rents to $2,400.' },
  { title: '160-Acre Irrigated Farm with Water Rights', category: 'agricultural', city: 'Garden City', state: 'KS', acres: 160, priceCents: $(520_000), latitude: 37.971, longitude: -100.873, featured: true, openToJointVenture: false, daysAgo: 6, description: 'Center pivot, senior water rights, leased for the season to a local operator.' },
  { title: 'Lakefront Recreational Lot', category: 'recreational', city: 'Hot Springs', state: 'AR', acres: 1.2, priceCents: $(54_000), latitude: 34.503, longitude: -93.055, featured: false, openToJointVenture: false, daysAgo: 7, description: 'Deep-water access, boat dock permitted, power on site.' },
  { title: '12-Lot Subdivision, Plat Approved', category: 'development', city: 'Boise', state: 'ID', acres: 6.5, priceCents: $(610_000), latitude: 43.615, longitude: -116.202, featured: false, openToJointVenture: true, daysAgo: 8, description: 'Preliminary plat approved, sewer and water stubbed. Seeking JV partner for vertical build.' },
  { title: 'Warehouse with Dock-High Doors', category: 'industrial', city: 'Gary', state: 'IN', acres: 2.3, priceCents: $(415_000), latitude: 41.593, longitude: -87.346, featured: false, openToJointVenture: false, daysAgo: 9, description: '28,000 sq ft, 22 ft clear height, 4 dock doors, 3-phase power.' },
  { title: 'Mixed-Use Main Street Building', category: 'mixed-use', city: 'Macon', state: 'GA', acres: 0.1, priceCents: $(198_000), arvCents: $(340_000), latitude: 32.841, longitude: -83.632, featured: false, openToJointVenture: true, daysAgo: 10, description: 'Retail on the ground floor, two apartments above. Historic tax credits possible.' },
  { title: '2.5 Acres Near Growing Suburb', category: 'land', city: 'Pahrump', state: 'NV', acres: 2.5, priceCents: $(29_900), latitude: 36.208, longitude: -115.984, featured: false, openToJointVenture: false, daysAgo: 11, description: 'Paved road, power nearby, one hour from Las Vegas.' },
  { title: 'Fixer Bungalow in Opportunity Zone', category: 'residential', city: 'Birmingham', state: 'AL', acres: 0.18, priceCents: $(41_000), arvCents: $(115_000), latitude: 33.518, longitude: -86.81, featured: false, openToJointVenture: false, daysAgo: 12, description: 'Full gut needed. Estimated repairs $38k. Cash buyers only, close in 14 days.' },
  { title: '20 Acres of Desert with Mountain Views', category: 'unrestricted', city: 'Deming', state: 'NM', acres: 20, priceCents: $(16_500), latitude: 32.269, longitude: -107.758, featured: false, openToJointVenture: false, daysAgo: 13, description: 'No restrictions, camping and tiny homes allowed. $299/month owner finance.' },
  { title: 'Four-Plex with Separate Meters', category: 'investment', city: 'Indianapolis', state: 'IN', acres: 0.3, priceCents: $(265_000), arvCents: $(360_000), latitude: 39.768, longitude: -86.158, featured: true, openToJointVenture: false, daysAgo: 14, description: 'Separately metered, new roof 2023, 8% cap on current rents.' },
  { title: 'Timberland Tract, Merchantable Pine', category: 'land', city: 'Hattiesburg', state: 'MS', acres: 85, priceCents: $(212_000), latitude: 31.327, longitude: -89.29, featured: false, openToJointVenture: true, daysAgo: 15, description: 'Pine plantation ready for thinning, timber cruise available, deer and turkey.' },
  { title: 'Retail Strip Center, 80% Occupied', category: 'commercial', city: 'Tulsa', state: 'OK', acres: 1.4, priceCents: $(890_000), latitude: 36.154, longitude: -95.993, featured: false, openToJointVenture: true, daysAgo: 16, description: 'Six units, two vacant. Value-add through lease-up.' },
  { title: 'Cabin Lot in the Ozarks', category: 'recreational', city: 'Branson', state: 'MO', acres: 3, priceCents: $(34_000), latitude: 36.644, longitude: -93.218, featured: false, openToJointVenture: false, daysAgo: 17, description: 'Ridge-top views, gravel road access, near Table Rock Lake.' },
  { title: 'Pasture Land with Barn and Well', category: 'agricultural', city: 'Ocala', state: 'FL', acres: 22, priceCents: $(310_000), latitude: 29.187, longitude: -82.14, featured: false, openToJointVenture: false, daysAgo: 18, description: 'Fenced and cross-fenced, 6-stall barn, ag exemption in place.' },
  { title: 'Brick Colonial, Estate Sale', category: 'residential', city: 'Baltimore', state: 'MD', acres: 0.12, priceCents: $(119_000), arvCents: $(235_000), latitude: 39.29, longitude: -76.612, featured: false, openToJointVenture: false, daysAgo: 19, description: 'Probate sale, sold as-is. Solid bones, dated kitchen and baths.' },
  { title: 'Infill Lots Zoned for Townhomes', category: 'development', city: 'Charlotte', state: 'NC', acres: 0.9, priceCents: $(375_000), latitude: 35.227, longitude: -80.843, featured: false, openToJointVenture: true, daysAgo: 20, description: 'Three contiguous lots, rezoned for eight townhomes.' },
  { title: '1-Acre Homesite with Power', category: 'land', city: 'Kingman', state: 'AZ', acres: 1, priceCents: $(14_900), latitude: 35.189, longitude: -114.053, featured: false, openToJointVenture: false, daysAgo: 21, description: 'Power at the lot line, level and buildable, no HOA.' },
  { title: 'Flex Industrial Units', category: 'industrial', city: 'San Antonio', state: 'TX', acres: 3.1, priceCents: $(1_250_000), latitude: 29.424, longitude: -98.494, featured: false, openToJointVenture: false, daysAgo: 22, description: 'Twelve flex units, fully leased, NNN.' },
  { title: 'Wholesale 3/1 with Detached Garage', category: 'residential', city: 'Detroit', state: 'MI', acres: 0.11, priceCents: $(32_000), arvCents: $(98_000), latitude: 42.331, longitude: -83.046, featured: false, openToJointVenture: false, daysAgo: 23, description: 'Occupied by the seller, vacant at closing. Needs paint, flooring and furnace.' },
  { title: 'River Bottom Hunting Property', category: 'recreational', city: 'Natchez', state: 'MS', acres: 120, priceCents: $(276_000), latitude: 31.56, longitude: -91.403, featured: false, openToJointVenture: false, daysAgo: 24, description: 'Food plots, two box stands, seasonal river frontage.' },
];

/** A seeded pseudo-random generator, so synthetic data is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
