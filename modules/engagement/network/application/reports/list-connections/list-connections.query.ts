import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { ConnectionList } from '../../../../contracts/directory.ts';

/** The signed-in member's connections, and the requests made to them and by them, newest first. */
export const ListConnections = defineQuery<void, ConnectionList>('engagement.list-connections');
