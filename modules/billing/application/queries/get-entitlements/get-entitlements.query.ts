import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { Entitlements } from '../../../contracts/http.ts';

/** The signed-in user's plans, limits and subscriptions (`GET /api/billing/me`). */
export const GetEntitlements = defineQuery<void, Entitlements>('billing.get-entitlements');
