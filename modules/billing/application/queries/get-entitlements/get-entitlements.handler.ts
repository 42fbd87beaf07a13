import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import type { BillingApi } from '../../../contracts/api.ts';
import type { Entitlements } from '../../../contracts/http.ts';

export class GetEntitlementsHandler implements QueryHandler<void, Entitlements> {
  readonly #billing: BillingApi;

  constructor(billing: BillingApi) {
    this.#billing = billing;
  }

  execute(_input: void, { actor }: QueryContext): Promise<Entitlements> {
    return this.#billing.entitlements(requireActor(actor).userId);
  }
}
