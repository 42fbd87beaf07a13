import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { PlanLimitReachedError } from '../../../billing/contracts/plan-limits.ts';
import { DEMO_SELLERS } from '../../../identity/contracts/demo.ts';
import type { ListingsApi } from '../../../listings/contracts/api.ts';
import { US_STATES } from '../../../listings/contracts/us-states.ts';
import type { Actor, CommandBus } from '../../../shared/kernel/bus.ts';
import type { Seeder } from '../../../shared/kernel/module.ts';
import { SetLeadMarkets } from '../../application/commands/set-lead-markets/set-lead-markets.command.ts';
import { MAX_LEAD_MARKETS } from '../../contracts/seller-leads.ts';

const STATE_CODES = new Set(US_STATES.map((state) => state.code));

/**
 * Gives each demo seller the states of their demo listings as lead markets, through the module's own
 * command, so homeowners' leads there reach an investor out of the box. Runs after the listings' and
 * billing's seeders (module order): the listings are there and the plans include leads.
 */
export class LeadsSeeder implements Seeder {
  readonly #em: EntityManager;
  readonly #commands: CommandBus;
  readonly #listings: ListingsApi;

  constructor(em: EntityManager, commands: CommandBus, listings: ListingsApi) {
    this.#em = em;
    this.#commands = commands;
    this.#listings = listings;
  }

  async isEmpty(): Promise<boolean> {
    const [row] = await this.#em.fork().execute<Array<{ n: number }>>('select count(*)::int as n from leads.seller_markets');
    return Number(row?.n ?? 0) === 0;
  }

  async seed({ demo = true, log }: { demo?: boolean; log: (line: string) => void }): Promise<Record<string, number>> {
    if (!demo || !(await this.isEmpty())) return { demoMarkets: 0 };
    let markets = 0;
    for (const seller of DEMO_SELLERS) {
      const states = (await this.#listings.statesOfListings(seller.id))
        .filter((state) => STATE_CODES.has(state))
        .slice(0, MAX_LEAD_MARKETS);
      if (!states.length) continue;
      const actor: Actor = { userId: seller.id, roles: ['buyer', 'seller'], isAdmin: false };
      try {
        markets += (await this.#commands.execute(SetLeadMarkets, { markets: states.map((state) => ({ state })) }, actor)).length;
      } catch (error) {
        // a seller billing could not put on a plan with leads (no plans on sale) buys in no market
        if (!(error instanceof PlanLimitReachedError)) throw error;
      }
    }
    log(`leads: the demo sellers buy in ${markets} state markets, those of their listings`);
    return { demoMarkets: markets };
  }
}
