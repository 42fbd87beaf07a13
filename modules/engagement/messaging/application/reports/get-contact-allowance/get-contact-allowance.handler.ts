import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { BILLING_API, type BillingApi } from '../../../../../billing/contracts/api.ts';
import { allowance } from '../../../../../billing/contracts/plan-limits.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http } from '../../../../../shared/kernel/use-case.ts';
import { contactAllowanceSchema, type ContactAllowance } from '../../../../contracts/messaging.ts';
import { membersContactedThisMonth } from '../../contacts.ts';
import { MESSAGING_TAG } from '../../http.ts';
import { GetContactAllowance } from './get-contact-allowance.query.ts';

export class GetContactAllowanceHandler implements QueryHandler<void, ContactAllowance> {
  readonly #em: EntityManager;
  readonly #clock: Clock;
  readonly #billing: BillingApi;

  constructor(em: EntityManager, clock: Clock, billing: BillingApi) {
    this.#em = em;
    this.#clock = clock;
    this.#billing = billing;
  }

  async execute(_input: void, { actor }: QueryContext): Promise<ContactAllowance> {
    const { userId } = requireActor(actor);
    const used = (await membersContactedThisMonth(this.#em.fork(), userId, this.#clock.now())).length;
    const allowed = allowance(await this.#billing.entitlements(userId), 'contactsPerMonth');
    return { used, allowed, left: allowed === null ? null : Math.max(0, allowed - used) };
  }
}

export const getContactAllowance = answersQuery(
  GetContactAllowance,
  [PLATFORM.EntityManager, PLATFORM.Clock, BILLING_API],
  (em, clock, billing) => new GetContactAllowanceHandler(em, clock, billing),
  [
    http(GetContactAllowance, {
      method: 'get',
      path: '/api/conversations/contact-allowance',
      tag: MESSAGING_TAG,
      summary: "This month's contacts and how many are left",
      description: 'A first message to a member counts as a contact; `allowed` and `left` are null on a plan without a limit.',
      access: 'member',
      input: () => undefined,
      response: contactAllowanceSchema,
    }),
  ],
);
