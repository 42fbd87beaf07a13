import { BILLING_API } from '../../../../../billing/contracts/api.ts';
import { allowance } from '../../../../../billing/contracts/plan-limits.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { contactAllowanceSchema, type ContactAllowance } from '../../../../contracts/messaging.ts';
import { membersContactedThisMonth } from '../../contacts.ts';
import { MESSAGING_TAG } from '../../http.ts';
import { GetContactAllowance } from './get-contact-allowance.query.ts';

const needs = { em: PLATFORM.EntityManager, clock: PLATFORM.Clock, billing: BILLING_API };

export class GetContactAllowanceHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, ContactAllowance> {
  async execute(_input: void, { actor }: QueryContext): Promise<ContactAllowance> {
    const { userId } = requireActor(actor);
    const { em, clock, billing } = this.deps;
    const used = (await membersContactedThisMonth(em.fork(), userId, clock.now())).length;
    const allowed = allowance(await billing.entitlements(userId), 'contactsPerMonth');
    return { used, allowed, left: allowed === null ? null : Math.max(0, allowed - used) };
  }
}

export const getContactAllowance = answersQuery(GetContactAllowance, needs, GetContactAllowanceHandler, [
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
]);
