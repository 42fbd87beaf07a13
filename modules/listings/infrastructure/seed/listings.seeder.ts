import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { CommandBus } from '../../../shared/kernel/bus.ts';
import { newId } from '../../../shared/kernel/ids.ts';
import type { Seeder } from '../../../shared/kernel/module.ts';
import { PublishListing } from '../../application/commands/publish-listing/publish-listing.command.ts';
import { Property } from '../../domain/property.entity.ts';
import type { ListingsReindexer } from '../projections/listings.reindexer.ts';
import { DEMO_LISTINGS, DEMO_SELLER_IDS, seededRandom } from './demo-listings.ts';

const DAY_MS = 86_400_000;
const BULK_BATCH = 1000;

/**
 * Demo listings go through the PublishListing command, exactly as a seller's would. A synthetic
 * bulk set (`npm run seed -- --listings N`, for benchmarks) is inserted in batches and the read
 * models are rebuilt once at the end, rather than dispatching N events.
 */
export class ListingsSeeder implements Seeder {
  readonly #em: EntityManager;
  readonly #commands: CommandBus;
  readonly #reindexer: ListingsReindexer;

  constructor(em: EntityManager, commands: CommandBus, reindexer: ListingsReindexer) {
    this.#em = em;
    this.#commands = commands;
    this.#reindexer = reindexer;
  }

  async isEmpty(): Promise<boolean> {
    return (await this.#em.fork().count(Property, {})) === 0;
  }

  async seed({ syntheticListings = 0, log }: { syntheticListings?: number; log: (line: string) => void }): Promise<Record<string, number>> {
    let demo = 0;
    if (await this.isEmpty()) {
      const now = Date.now();
      for (const [index, { daysAgo, ...listing }] of DEMO_LISTINGS.entries()) {
        const ownerId = DEMO_SELLER_IDS[index % DEMO_SELLER_IDS.length];
        await this.#commands.execute(PublishListing, { ...listing, ownerId, createdAt: new Date(now - daysAgo * DAY_MS) });
        demo++;
      }
      log(`listings: ${demo} demo listings published`);
    }
    if (syntheticListings > 0) {
      await this.#insertSynthetic(syntheticListings, log);
      await this.#reindexer.rebuild(log);
    }
    return { demoListings: demo, syntheticListings };
  }

  async #insertSynthetic(count: number, log: (line: string) => void): Promise<void> {
    const random = seededRandom(count);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const now = Date.now();
    for (let done = 0; done < count; done += BULK_BATCH) {
      const rows = [];
      for (let i = done; i < Math.min(count, done + BULK_BATCH); i++) {
        const template = pick(DEMO_LISTINGS);
        const createdAt = new Date(now - Math.floor(random() * 365 * DAY_MS));
        const scale = 0.5 + random() * 1.5;
        rows.push({
          id: newId(createdAt.getTime()),
          ownerId: pick(DEMO_SELLER_IDS),
          title: `${template.title} #${i + 1}`,
          description: template.description ?? '',
          category: template.category,
          city: template.city,
          state: template.state,
          acres: Math.round(template.acres * scale * 100) / 100 || 0.1,
          priceCents: Math.round(template.priceCents * scale),
          arvCents: template.arvCents ? Math.round(template.arvCents * scale) : null,
          latitude: (template.latitude ?? 37) + (random() - 0.5) * 2,
          longitude: (template.longitude ?? -95) + (random() - 0.5) * 2,
          images: [],
          featured: random() < 0.05,
          openToJointVenture: random() < 0.2,
          status: 'active' as const,
          viewCount: 0,
          createdAt,
          updatedAt: createdAt,
          publishedAt: createdAt,
          version: 1,
        });
      }
      await this.#em.fork().insertMany(Property, rows);
      log(`listings: ${Math.min(count, done + BULK_BATCH)} / ${count} synthetic listings inserted`);
    }
  }
}
