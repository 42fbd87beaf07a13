import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { SubscribeRequest, SubscribeResult } from '../../../contracts/http.ts';

/** Starts the seller trial (once per account) or opens a checkout for a paid plan. */
export const Subscribe = defineCommand<SubscribeRequest, SubscribeResult>('billing.subscribe');
