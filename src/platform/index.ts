import type { ModuleDefinition } from '../../modules/shared/kernel/module.ts';
import { listAuditLog } from './list-audit-log.ts';

/**
 * The back office's views of the platform's own tables (the audit log), which no module owns: loaded by
 * the host after the modules, with their endpoints declared like theirs.
 */
export const platformModule: ModuleDefinition = {
  name: 'platform',
  entities: [],
  migrations: [],
  queries: [listAuditLog],
};
