import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import sharp from 'sharp';
import type { Actor, CommandBus } from '../../../shared/kernel/bus.ts';
import { newId } from '../../../shared/kernel/ids.ts';
import type { Seeder } from '../../../shared/kernel/module.ts';
import { seededRandom } from '../../../shared/kernel/seeded-random.ts';
import { ChangeListingStatus } from '../../application/commands/change-listing-status/change-listing-status.command.ts';
import { CreateListing } from '../../application/commands/create-listing/create-listing.command.ts';
import { JV_SEEKING, type PropertyCategory } from '../../contracts/listing.ts';
import { LISTING_LIFETIME_DAYS, Property } from '../../domain/property.entity.ts';
import type { ZipCentroidGeocoder } from '../geo/zip-centroid.geocoder.ts';
import type { ListingImages } from '../images/listing-images.ts';
import type { ListingsReindexer } from '../projections/listings.reindexer.ts';
import { demoPictureSvg } from './demo-pictures.ts';
import { demoActivity, totalViews, type DemoDay } from './demo-activity.ts';
import { DEMO_SELLER_IDS, demoListings, type DemoListing } from './demo-listings.ts';

const DAY_MS = 86_400_000;
const BULK_BATCH = 1000;
const ACTIVITY_BATCH = 500;
/** the demo listings' histories are seeded from this on (one more per listing), so they are the same on every run */
const DEMO_ACTIVITY_SEED = 90_210;

type Encoded = Awaited<ReturnType<ListingImages['encode']>>;

/**
 * Demo listings go through the CreateListing command (and ChangeListingStatus for those under
 * contract or sold), exactly as a seller's would, with pictures drawn from SVG and passed through
 * the upload pipeline (recorded as their seller's uploads, as a listing's photos must be). A
 * synthetic bulk set (`npm run seed -- --listings N`, for benchmarks) is inserted in batches and
 * the read models are rebuilt once at the end, rather than dispatching N events.
 */
export class ListingsSeeder implements Seeder {
  readonly #em: EntityManager;
  readonly #commands: CommandBus;
  readonly #reindexer: ListingsReindexer;
  readonly #images: ListingImages;
  readonly #places: ZipCentroidGeocoder;

  constructor(em: EntityManager, commands: CommandBus, reindexer: ListingsReindexer, images: ListingImages, places: ZipCentroidGeocoder) {
    this.#em = em;
    this.#commands = commands;
    this.#reindexer = reindexer;
    this.#images = images;
    this.#places = places;
  }

  async isEmpty(): Promise<boolean> {
    return (await this.#em.fork().count(Property, {})) === 0;
  }

  async seed({
    demo: withDemo = true,
    syntheticListings = 0,
    log,
  }: {
    demo?: boolean;
    syntheticListings?: number;
    log: (line: string) => void;
  }): Promise<Record<string, number>> {
    if (!withDemo) return {};
    let demo = 0;
    let pictures = 0;
    if (await this.isEmpty()) {
      const started = performance.now();
      const listings = demoListings((city, state) => this.#places.zipsOf(city, state));
      const photos = new DemoPhotos(this.#images, this.#em);
      await photos.prepare(listings);
      const urls: string[][] = [];
      for (const demoListing of listings) urls.push(await photos.urls(demoListing));
      pictures = photos.distinct;
      log(`listings: ${pictures} distinct demo pictures drawn and stored in ${Math.round(performance.now() - started)} ms`);
      const now = new Date();
      await this.#establishDemoSellers(now);
      const activity: Array<{ id: string; ownerId: string; days: DemoDay[] }> = [];
      for (const [index, demoListing] of listings.entries()) {
        const createdAt = new Date(now.getTime() - demoListing.daysAgo * DAY_MS);
        const days = demoActivity(createdAt, now, DEMO_ACTIVITY_SEED + index);
        const id = await this.#createDemo(demoListing, urls[index], createdAt, totalViews(days));
        activity.push({ id, ownerId: demoListing.ownerId, days });
        demo++;
      }
      log(`listings: ${demo} demo listings published in ${Math.round(performance.now() - started)} ms`);
      await this.#recordDemoActivity(activity);
    }
    if (syntheticListings > 0) {
      await this.#insertSynthetic(syntheticListings, log);
      // the planner's statistics still describe the table before the bulk insert (PGlite runs no autovacuum, and
      // Postgres' comes later): keyset pages would be planned as a bitmap scan and a sort of every row after the key
      await this.#em.fork().execute('analyze listings.properties');
      await this.#reindexer.rebuild(log);
    }
    return { demoListings: demo, demoPictures: pictures, syntheticListings };
  }

  /**
   * The demo sellers have sold here for a year: established, so their listings and edits need no
   * administrator's review (decision 0055), and the demo has live listings.
   */
  async #establishDemoSellers(now: Date): Promise<void> {
    const since = new Date(now.getTime() - 365 * DAY_MS);
    const sellers = [...DEMO_SELLER_IDS];
    await this.#em.execute(
      `insert into listings.seller_standings (owner_id, first_approved_at)
       values ${sellers.map(() => '(?, ?)').join(', ')} on conflict (owner_id) do nothing`,
      sellers.flatMap((id) => [id, since]),
    );
  }

  /** Publishes a demo listing with the views of its history; its id. */
  async #createDemo({ ownerId, listing, status }: DemoListing, images: string[], createdAt: Date, viewCount: number): Promise<string> {
    const created = await this.#commands.execute(CreateListing, {
      listing: { ...listing, images },
      publish: true,
      ownerId,
      createdAt,
      viewCount,
    });
    if (status !== 'active') {
      const owner: Actor = { userId: ownerId, roles: ['buyer', 'seller'], isAdmin: false };
      await this.#commands.execute(ChangeListingStatus, { id: created.id, status }, owner);
    }
    return created.id;
  }

  /**
   * The demo listings' history in seller analytics' daily series (`listings.listing_daily_stats`), as
   * the analytics subscriber would have written it: the views of each add up to its view count, and
   * today's visits add to today's row and to the count alike.
   */
  async #recordDemoActivity(activity: Array<{ id: string; ownerId: string; days: DemoDay[] }>): Promise<void> {
    const rows = activity.flatMap(({ id, ownerId, days }) =>
      days
        .filter((day) => day.views + day.favorites + day.inquiries > 0)
        .map((day) => [id, ownerId, day.day, day.views, day.favorites, day.inquiries]),
    );
    const em = this.#em.fork();
    for (let done = 0; done < rows.length; done += ACTIVITY_BATCH) {
      const batch = rows.slice(done, done + ACTIVITY_BATCH);
      await em.execute(
        `insert into listings.listing_daily_stats (property_id, owner_id, day, views, favorites, inquiries)
         values ${batch.map(() => '(?, ?, ?::date, ?, ?, ?)').join(', ')}`,
        batch.flat(),
      );
    }
  }

  /** Rows shaped like the demo listings (new fields included), scaled and moved a little, reusing their seller's demo pictures. */
  async #insertSynthetic(count: number, log: (line: string) => void): Promise<void> {
    const random = seededRandom(count);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const templates = demoListings((city, state) => this.#places.zipsOf(city, state));
    const pictures = await this.#demoPictureUrls();
    const now = Date.now();
    for (let done = 0; done < count; done += BULK_BATCH) {
      const rows = [];
      for (let i = done; i < Math.min(count, done + BULK_BATCH); i++) {
        const { listing, ownerId } = pick(templates);
        const ownPictures = pictures.get(`${ownerId}:${listing.category}`);
        const { price, arv, estimatedRepairs, ...template } = listing;
        const createdAt = new Date(now - Math.floor(random() * 365 * DAY_MS));
        const scale = 0.5 + random() * 1.5;
        const acres = Math.max(0.05, Math.round(template.acres * scale * 100) / 100);
        const priceCents = Math.round(price * scale) * 100;
        const featured = random() < 0.05;
        const jv = random() < 0.2;
        rows.push({
          ...template,
          id: newId(createdAt.getTime()),
          ownerId,
          title: `${template.title} #${i + 1}`,
          description: template.description ?? '',
          streetAddress: template.streetAddress ?? null,
          zip: template.zip ?? null,
          county: template.county ?? null,
          apn: template.apn ?? null,
          latitude: (template.latitude ?? 37) + (random() - 0.5) * 2,
          longitude: (template.longitude ?? -95) + (random() - 0.5) * 2,
          acres,
          buildingSqft: template.buildingSqft ?? null,
          beds: template.beds ?? null,
          baths: template.baths ?? null,
          yearBuilt: template.yearBuilt ?? null,
          zoning: template.zoning ?? null,
          utilities: template.utilities ?? [],
          roadAccess: template.roadAccess ?? null,
          priceCents,
          arvCents: arv ? Math.round(arv * scale) * 100 : null,
          estimatedRepairsCents: estimatedRepairs ? Math.round(estimatedRepairs * scale) * 100 : null,
          terms: template.terms ?? ['cash'],
          openToJointVenture: jv,
          jvTerms: jv
            ? {
                seeking: JV_SEEKING[i % JV_SEEKING.length],
                amount: i % 2 === 0 ? Math.round(priceCents / 100 / 2 / 1000) * 1000 || null : null,
                partnerShare: 30 + (i % 3) * 10,
                note: null,
              }
            : null,
          images: ownPictures ? ownPictures.slice(0, 2 + (i % 3)) : [],
          featured,
          featuredAt: featured ? createdAt : null,
          status: 'active' as const,
          statusReason: null,
          viewCount: Math.floor(random() * 40),
          createdAt,
          updatedAt: createdAt,
          publishedAt: createdAt,
          underContractAt: null,
          soldAt: null,
          withdrawnAt: null,
          expiresAt: new Date(createdAt.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
          version: 1,
        });
      }
      await this.#insertRows(rows);
      log(`listings: ${Math.min(count, done + BULK_BATCH)} / ${count} synthetic listings inserted`);
    }
  }

  /**
   * One statement for many rows, handed over as one JSON text that Postgres spreads into columns itself: hydrating
   * entities for `insertMany` and binding each value cost more than the insert (a million took most of an hour on PGlite).
   */
  async #insertRows(rows: Array<Record<string, unknown>>): Promise<void> {
    const properties = this.#em.getMetadata().get(Property).properties as Record<string, { fieldNames: string[] }>;
    const keys = Object.keys(rows[0]);
    const columns = keys.map((key) => properties[key].fieldNames[0]);
    const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key, k) => [columns[k], row[key]]))));
    await this.#em
      .fork()
      .execute(
        `insert into listings.properties (${columns.join(', ')}) select ${columns.join(', ')} from json_populate_recordset(null::listings.properties, ?)`,
        [json],
      );
  }

  /**
   * Per seller and category (`<ownerId>:<category>`), the picture URLs of the demo listings: the
   * bulk set shows the same pictures, each listing its own seller's uploads.
   */
  async #demoPictureUrls(): Promise<Map<string, string[]>> {
    const rows = await this.#em
      .fork()
      .find(
        Property,
        { ownerId: { $in: [...DEMO_SELLER_IDS] }, images: { $ne: [] } },
        { fields: ['ownerId', 'category', 'images'], limit: 400 },
      );
    const bySellerAndCategory = new Map<string, string[]>();
    for (const row of rows) {
      const key = `${row.ownerId}:${row.category}`;
      const known = bySellerAndCategory.get(key) ?? [];
      for (const url of row.images) if (!known.includes(url)) known.push(url);
      bySellerAndCategory.set(key, known);
    }
    return bySellerAndCategory;
  }
}

/** Draws each demo picture once, encodes it through the upload pipeline once, and stores it once per seller, as their upload. */
class DemoPhotos {
  private readonly images: ListingImages;
  private readonly em: EntityManager;
  private readonly encoded = new Map<string, Promise<Encoded>>();
  private readonly stored = new Map<string, string>();

  constructor(images: ListingImages, em: EntityManager) {
    this.images = images;
    this.em = em;
  }

  /** Encodes every picture the listings use, a few at a time (sharp works on other threads). */
  async prepare(listings: DemoListing[], concurrency = 4): Promise<void> {
    const wanted = [...new Set(listings.flatMap(({ listing, pictures }) => pictures.map((variant) => `${listing.category}:${variant}`)))];
    const next = async (): Promise<void> => {
      const picture = wanted.shift();
      if (!picture) return;
      const [category, variant] = picture.split(':');
      await this.encode(category as PropertyCategory, Number(variant));
      return next();
    };
    await Promise.all(Array.from({ length: concurrency }, next));
  }

  get distinct(): number {
    return this.encoded.size;
  }

  async urls({ ownerId, listing, pictures }: DemoListing): Promise<string[]> {
    const urls: string[] = [];
    for (const variant of pictures) {
      const picture = `${listing.category}:${variant}`;
      const key = `${ownerId}:${picture}`;
      let url = this.stored.get(key);
      if (!url) {
        const encoded = await this.encode(listing.category, variant);
        const [image] = await this.em.fork().transactional((em) => this.images.save(em, ownerId, [encoded], new Date()));
        url = image.url;
        this.stored.set(key, url);
      }
      urls.push(url);
    }
    return urls;
  }

  private encode(category: PropertyCategory, variant: number): Promise<Encoded> {
    const picture = `${category}:${variant}`;
    let encoded = this.encoded.get(picture);
    if (!encoded) {
      encoded = sharp(Buffer.from(demoPictureSvg({ category, variant })))
        .jpeg({ quality: 88 })
        .toBuffer()
        .then((data) => this.images.encode({ name: `${category}-${variant}.jpg`, data }));
      this.encoded.set(picture, encoded);
    }
    return encoded;
  }
}
