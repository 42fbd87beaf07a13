import type { ModuleDefinition } from '../../modules/shared/kernel/module.ts';
import type { Container } from 'inversify';
import { listDeadEvents, replayDeadEvents } from './dead-events.ts';
import { getAdminOverview, KEEP_ADMIN_OVERVIEW_JOB, keepAdminOverview } from './get-admin-overview.ts';
import { listAuditLog } from './list-audit-log.ts';
import { PLATFORM_ADMIN } from './tokens.ts';

/**
 * The back office's views of the platform's own tables (the audit log, dead events), which no module
 * owns, and its overview, which composes every module's figures: loaded by the host after the modules,
 * with their endpoints declared like theirs.
 */
export const platformModule: ModuleDefinition = {
  name: 'platform',
  entities: [],
  migrations: [],
  queries: [listAuditLog, listDeadEvents, getAdminOverview, keepAdminOverview],
  commands: [replayDeadEvents],
  jobs: [KEEP_ADMIN_OVERVIEW_JOB],
};

/** The host's own parts the platform's use cases need, bound before the use cases are. */
export function bindPlatformAdmin(container: Container, wakeDispatcher: () => void): void {
  container.bind(PLATFORM_ADMIN.WakeDispatcher).toConstantValue(wakeDispatcher);
}
