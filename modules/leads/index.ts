import type { ModuleDefinition } from '../shared/kernel/module.ts';
import { LeadsSchema } from './migrations/leads-0001-schema.ts';

/** Owns seller leads (cash-offer form), deal pipeline, bulk contacts, bulk invitations. Filled by its own piece of work; for now it holds its schema. */
export const leadsModule: ModuleDefinition = {
  name: 'leads',
  entities: [],
  migrations: [{ name: 'leads-0001-schema', class: LeadsSchema }],
};
