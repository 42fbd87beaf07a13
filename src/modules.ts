import { billingModule } from '../modules/billing/index.ts';
import { contentModule } from '../modules/content/index.ts';
import { engagementModule } from '../modules/engagement/index.ts';
import { identityModule } from '../modules/identity/index.ts';
import { leadsModule } from '../modules/leads/index.ts';
import { listingsModule } from '../modules/listings/index.ts';
import type { ModuleDefinition } from '../modules/shared/kernel/module.ts';

/** Every bounded context the host loads, in migration order. */
export const modules: readonly ModuleDefinition[] = [
  identityModule,
  listingsModule,
  engagementModule,
  leadsModule,
  billingModule,
  contentModule,
];
