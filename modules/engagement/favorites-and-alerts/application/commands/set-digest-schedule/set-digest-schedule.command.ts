import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { DigestSchedule } from '../../../../contracts/saved-searches.ts';

/** Sets when the member's daily digest arrives; matches already waiting for the digest move with it. */
export const SetDigestSchedule = defineCommand<DigestSchedule, DigestSchedule>('engagement.set-digest-schedule');
