import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { PlanLimitReachedError } from '../../../../billing/contracts/plan-limits.ts';
import type { IdentityApi } from '../../../../identity/contracts/api.ts';
import { DEMO_BUYER, DEMO_SELLERS } from '../../../../identity/contracts/demo.ts';
import type { Actor, CommandBus } from '../../../../shared/kernel/bus.ts';
import type { Seeder } from '../../../../shared/kernel/module.ts';
import { CreateJvPost } from '../../application/commands/create-jv-post/create-jv-post.command.ts';
import { UpdateMemberProfile } from '../../application/commands/update-member-profile/update-member-profile.command.ts';
import type { UpdateMemberProfileRequest } from '../../../contracts/directory.ts';
import type { CreateJvPostRequest } from '../../../contracts/jv.ts';
import { JvPost } from '../../domain/jv-post.entity.ts';
import { MemberProfile } from '../../domain/member-profile.entity.ts';

const [MARIA, JAMES, AISHA] = DEMO_SELLERS;

/** What the demo members show in the directory. */
const DEMO_PROFILES: Array<{ userId: string; profile: UpdateMemberProfileRequest }> = [
  {
    userId: MARIA.id,
    profile: {
      isPublic: true,
      states: ['TX'],
      counties: ['Travis County', 'Bastrop County', 'Hays County'],
      strategies: ['land', 'development', 'wholesale'],
      buyBox: { categories: ['land', 'development'], minPrice: 50_000, maxPrice: 1_500_000, minAcres: 5, maxAcres: 200 },
      experience: '10-plus',
      bio: 'Land wholesaler around Austin since 2012. I find acreage on the path of growth, entitle it and sell to builders.',
    },
  },
  {
    userId: JAMES.id,
    profile: {
      isPublic: true,
      states: ['AZ', 'NV'],
      counties: ['Maricopa County', 'Pinal County', 'Clark County'],
      strategies: ['flip', 'brrrr', 'rental'],
      buyBox: { categories: ['residential', 'investment'], minPrice: 150_000, maxPrice: 600_000, minAcres: null, maxAcres: 1 },
      experience: '6-10',
      bio: 'Flips and BRRRRs in the Phoenix valley, about twenty a year. Private lender to a handful of operators I trust.',
    },
  },
  {
    userId: AISHA.id,
    profile: {
      isPublic: true,
      states: ['OK', 'AR'],
      counties: ['Tulsa County', 'Benton County'],
      strategies: ['rental', 'land'],
      buyBox: { categories: ['residential', 'land'], minPrice: 40_000, maxPrice: 350_000, minAcres: null, maxAcres: 40 },
      experience: '3-5',
      bio: 'Buy-and-hold investor in Tulsa and Northwest Arkansas, 14 doors so far. Looking for partners who like small multifamily.',
    },
  },
  {
    userId: DEMO_BUYER.id,
    profile: {
      isPublic: true,
      states: ['TX', 'OK'],
      counties: [],
      strategies: ['land', 'rental'],
      buyBox: { categories: ['land', 'recreational'], minPrice: 20_000, maxPrice: 250_000, minAcres: 10, maxAcres: 160 },
      experience: '1-2',
      bio: 'Buying recreational and raw land to hold. Cash buyer, quick closes on the right tract.',
    },
  },
];

/** The demo sellers' partner posts on the JV board (their plans allow posting). */
const DEMO_POSTS: Array<{ authorId: string; post: CreateJvPostRequest }> = [
  {
    authorId: MARIA.id,
    post: {
      kind: 'seeking-capital',
      title: 'Capital partner for a 40-acre subdivision in Bastrop County',
      amountMin: 250_000,
      amountMax: 600_000,
      states: ['TX'],
      counties: ['Bastrop County'],
      strategies: ['land', 'development'],
      experience: 'Twelve years of land deals around Austin; three subdivisions entitled and sold to builders.',
      timeline: 'Close in 45 days, plat approved within 9 months, exit to a builder in 18',
      description:
        'Under contract on 40 acres off SH-71 with water and electric at the road. I bring the deal, the entitlement work and the builder relationships; looking for the acquisition and platting capital. Proposed split 50/50 after the capital is returned with an 8% preferred return.',
    },
  },
  {
    authorId: MARIA.id,
    post: {
      kind: 'seeking-contractor-or-lender',
      title: 'Lender wanted for an infill lot program in Travis County',
      amountMin: 400_000,
      amountMax: 900_000,
      states: ['TX'],
      counties: ['Travis County'],
      strategies: ['development'],
      experience: 'Entitled and sold 60+ lots in East Austin since 2016.',
      timeline: 'Draws over 12 months',
      description:
        'Twelve infill lots, utilities in, permits submitted. Looking for a construction lender comfortable with 65% loan-to-cost, or a builder to partner on the vertical.',
    },
  },
  {
    authorId: JAMES.id,
    post: {
      kind: 'offering-capital',
      title: 'Private money for Phoenix-area flips and BRRRRs',
      amountMin: 50_000,
      amountMax: 300_000,
      states: ['AZ'],
      counties: ['Maricopa County', 'Pinal County'],
      strategies: ['flip', 'brrrr'],
      experience: 'About twenty flips a year since 2017; lending since 2021.',
      timeline: 'Funds in 7–10 days',
      description:
        'First-position loans up to 75% of ARV for experienced operators, 6–12 month terms. Send the address, your numbers and two past projects.',
    },
  },
  {
    authorId: AISHA.id,
    post: {
      kind: 'seeking-partner',
      title: 'Operating partner for small multifamily in Tulsa',
      amountMin: null,
      amountMax: null,
      states: ['OK'],
      counties: ['Tulsa County'],
      strategies: ['rental', 'brrrr'],
      experience: '14 doors across Tulsa and Bentonville, self-managed.',
      timeline: 'Ongoing',
      description:
        'I have the down payments and the lender; looking for a local partner who manages rehabs and tenants on 4–12 unit buildings, for a share of the cash flow and equity.',
    },
  },
];

/**
 * Gives the demo members public profiles in the directory and puts the demo sellers' partner posts on
 * the JV board, through the module's own commands so their events reach the read side. Runs after
 * billing's seeder (module order), so the sellers' plans already allow posting.
 */
export class EngagementSeeder implements Seeder {
  readonly #em: EntityManager;
  readonly #commands: CommandBus;
  readonly #identity: IdentityApi;

  constructor(em: EntityManager, commands: CommandBus, identity: IdentityApi) {
    this.#em = em;
    this.#commands = commands;
    this.#identity = identity;
  }

  async isEmpty(): Promise<boolean> {
    const em = this.#em.fork();
    return (await em.count(MemberProfile, {})) === 0 && (await em.count(JvPost, {})) === 0;
  }

  async seed({ demo = true, log }: { demo?: boolean; log: (line: string) => void }): Promise<Record<string, number>> {
    if (!demo || !(await this.isEmpty())) return { demoProfiles: 0, demoJvPosts: 0 };
    const present = new Set(
      (await this.#identity.getProfiles([...DEMO_SELLERS.map((seller) => seller.id), DEMO_BUYER.id])).map((profile) => profile.id),
    );
    const actor = (userId: string): Actor => ({ userId, roles: ['buyer', 'seller'], isAdmin: false });
    let profiles = 0;
    for (const { userId, profile } of DEMO_PROFILES.filter((entry) => present.has(entry.userId))) {
      await this.#commands.execute(UpdateMemberProfile, profile, actor(userId));
      profiles++;
    }
    let posts = 0;
    for (const { authorId, post } of DEMO_POSTS.filter((entry) => present.has(entry.authorId))) {
      try {
        await this.#commands.execute(CreateJvPost, post, actor(authorId));
        posts++;
      } catch (error) {
        // a seller billing could not put on a plan that posts (billing's seeder skipped them) posts nothing
        if (!(error instanceof PlanLimitReachedError)) throw error;
      }
    }
    log(`engagement: ${profiles} demo members in the directory, ${posts} partner posts on the JV board`);
    return { demoProfiles: profiles, demoJvPosts: posts };
  }
}
