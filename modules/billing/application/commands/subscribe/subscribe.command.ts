import type { z } from 'zod';
import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { subscribeRequestSchema, SubscribeResult } from '../../../contracts/http.ts';

/** the plan chosen, parsed (`trial` defaults to true) */
export type SubscribeInput = z.output<typeof subscribeRequestSchema>;

/** Starts the seller trial (once per account) or opens a checkout for a paid plan. */
export const Subscribe = defineCommand<SubscribeInput, SubscribeResult>('billing.subscribe');
