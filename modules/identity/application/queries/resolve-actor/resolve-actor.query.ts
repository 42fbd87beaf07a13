import { defineQuery, type Actor } from '../../../../shared/kernel/bus.ts';

/** Who a session cookie belongs to; null for a missing, unknown or expired session. */
export const ResolveActor = defineQuery<{ token: string | undefined }, Actor | null>('identity.resolve-actor');
