import { billingModule } from '../modules/billing/index.ts';
import { contentModule } from '../modules/content/index.ts';
import { engagementModule } from '../modules/engagement/index.ts';
import { identityModule } from '../modules/identity/index.ts';
import { leadsModule } from '../modules/leads/index.ts';
import { listingsModule } from '../modules/listings/index.ts';
import type { ModuleDefinition } from '../modules/shared/kernel/module.ts';

/**
 * Every bounded context the host loads, in dependency order: a module may use the contracts of the
 * modules before it (their public API, types, plans), and subscribe to any module's events
 * (docs/architecture.md section 3; lint-rules/module-order.test.ts holds the code to it).
 */
export const modules: readonly ModuleDefinition[] = [
  identityModule,
  billingModule,
  listingsModule,
  engagementModule,
  leadsModule,
  contentModule,
];
