import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { answersQuery, http } from '../../../../shared/kernel/use-case.ts';
import { BILLING_API, type BillingApi } from '../../../contracts/api.ts';
import { entitlementsSchema, type Entitlements } from '../../../contracts/http.ts';
import { BILLING_TAG } from '../../http.ts';
import { GetEntitlements } from './get-entitlements.query.ts';

export class GetEntitlementsHandler implements QueryHandler<void, Entitlements> {
  readonly #billing: BillingApi;

  constructor(billing: BillingApi) {
    this.#billing = billing;
  }

  execute(_input: void, { actor }: QueryContext): Promise<Entitlements> {
    return this.#billing.entitlements(requireActor(actor).userId);
  }
}

export const getEntitlements = answersQuery(GetEntitlements, [BILLING_API], (billing) => new GetEntitlementsHandler(billing), [
  http(GetEntitlements, {
    method: 'get',
    path: '/api/billing/me',
    tag: BILLING_TAG,
    summary: 'My plans and what they allow',
    access: 'member',
    input: () => undefined,
    response: entitlementsSchema,
  }),
]);
