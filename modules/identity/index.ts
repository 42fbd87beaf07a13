import type { ModuleDefinition } from '../shared/kernel/module.ts';
import { identityRouter } from './http/identity.routes.ts';
import { IdentitySchema } from './migrations/identity-0001-schema.ts';

/** Owns users, credentials, sessions, roles and capabilities, modes, email verification and settings. */
export const identityModule: ModuleDefinition = {
  name: 'identity',
  entities: [],
  migrations: [{ name: 'identity-0001-schema', class: IdentitySchema }],
  router: identityRouter,
};
