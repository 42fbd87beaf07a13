import type { ModuleDefinition } from '../shared/kernel/module.ts';
import { EngagementSchema } from './migrations/engagement-0001-schema.ts';

/** Owns favorites, saved searches and alerts, conversations and messages, JV board, connections, notifications. Filled by its own piece of work; for now it holds its schema. */
export const engagementModule: ModuleDefinition = {
  name: 'engagement',
  entities: [],
  migrations: [{ name: 'engagement-0001-schema', class: EngagementSchema }],
};
