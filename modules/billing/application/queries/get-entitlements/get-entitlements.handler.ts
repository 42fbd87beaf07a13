import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { BILLING_API } from '../../../contracts/api.ts';
import { entitlementsSchema, type Entitlements } from '../../../contracts/http.ts';
import { BILLING_TAG } from '../../http.ts';
import { GetEntitlements } from './get-entitlements.query.ts';

const needs = { billing: BILLING_API };

export class GetEntitlementsHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, Entitlements> {
  execute(_input: void, { actor }: QueryContext): Promise<Entitlements> {
    return this.deps.billing.entitlements(requireActor(actor).userId);
  }
}

export const getEntitlements = answersQuery(GetEntitlements, needs, GetEntitlementsHandler, [
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
